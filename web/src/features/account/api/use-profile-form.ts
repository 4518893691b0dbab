import { AccountType, type UserInformation } from '@carsi/sdk/main';
import { useState } from 'react';
import { useZodForm } from '@/hooks/use-zod-form.ts';
import { withoutFieldPrefix } from '@/lib/api-error-fields.ts';
import { profileSchema, profileValuesOf, toProfileUpdate, type ProfileFormData, type ProfileFormValues } from '../utils/profile-schema.ts';
import { useSaveProfile } from './profile.ts';

const codeFields = { '2000-0003': 'iban' } as const;

/**
 * The profile form (Kullanıcı bilgilerim, and the company application after registration): its values,
 * the tax certificate chosen, and the submit that sends both. `company` fixes the account kind to
 * COMPANY; a refused company field shows on its own input (the server names it companyInformation.x).
 */
export function useProfileForm(info: UserInformation, { company = false }: { company?: boolean } = {}) {
  const form = useZodForm<ProfileFormValues, ProfileFormData>(
    profileSchema,
    company ? { ...profileValuesOf(info), companyType: AccountType.COMPANY } : profileValuesOf(info),
    { codeFields },
  );
  const [certificate, setCertificate] = useState<File | undefined>(undefined);
  const save = useSaveProfile(company ? AccountType.COMPANY : form.values.companyType);
  const submit = form.handleSubmit((data) => {
    save.mutate(
      { data: toProfileUpdate(company ? { ...data, companyType: AccountType.COMPANY } : data, certificate) },
      { onError: (error) => form.applyServerError(withoutFieldPrefix(error, 'companyInformation')) },
    );
  });
  return { form, certificate, setCertificate, save, submit };
}
