import { AccountType, type UserInformation, type UserInformationUpdate } from '@carsi/sdk/main';
import { z } from 'zod';
import { ibanSchema, normalizeIban, validationMessages } from '@/lib/validation.ts';

export interface ProfileFormValues extends Record<string, string> {
  firstName: string;
  lastName: string;
  birthDate: string;
  companyType: AccountType;
  companyName: string;
  taxAdministration: string;
  mersisNumber: string;
  address: string;
  province: string;
  district: string;
  iban: string;
  kepAddress: string;
}

export const profileMessages = {
  firstName: 'Adınızı girin.',
  lastName: 'Soyadınızı girin.',
  nameLength: 'En fazla 60 karakter girebilirsiniz.',
  birthDate: 'Doğum tarihini GG.AA.YYYY biçiminde seçin.',
  companyName: 'Şirket unvanını girin (en az 2 karakter).',
  taxAdministration: 'Vergi dairesini girin.',
  mersisNumber: 'MERSİS numarası 16 haneli olmalıdır.',
  address: 'Şirket adresini girin (en az 5 karakter).',
  province: 'İl seçin.',
  district: 'İlçe seçin.',
  kepAddress: 'Geçerli bir KEP adresi girin.',
} as const;

const name = (required: string) => z.string().trim().min(1, { error: required }).max(60, { error: profileMessages.nameLength });

const companyRules: Record<string, (value: string) => string | undefined> = {
  companyName: (v) => (v.trim().length >= 2 ? undefined : profileMessages.companyName),
  taxAdministration: (v) => (v.trim().length >= 2 ? undefined : profileMessages.taxAdministration),
  mersisNumber: (v) => (v === '' || /^\d{16}$/.test(v) ? undefined : profileMessages.mersisNumber),
  address: (v) => (v.trim().length >= 5 ? undefined : profileMessages.address),
  province: (v) => (v !== '' ? undefined : profileMessages.province),
  district: (v) => (v.trim() !== '' ? undefined : profileMessages.district),
  iban: (v) => (ibanSchema.safeParse(v).success ? undefined : validationMessages.iban),
  kepAddress: (v) => (v === '' || z.email().safeParse(v).success ? undefined : profileMessages.kepAddress),
};

/** Personal fields always; the company fields only when "Kurumsal" is chosen. */
export const profileSchema = z
  .object({
    firstName: name(profileMessages.firstName),
    lastName: name(profileMessages.lastName),
    birthDate: z.string().refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), { error: profileMessages.birthDate }),
    companyType: z.enum(AccountType),
    companyName: z.string(),
    taxAdministration: z.string(),
    mersisNumber: z.string().trim(),
    address: z.string(),
    province: z.string(),
    district: z.string(),
    iban: z.string(),
    kepAddress: z.string().trim(),
  })
  .superRefine((values, ctx) => {
    if (values.companyType !== AccountType.COMPANY) return;
    for (const [field, rule] of Object.entries(companyRules)) {
      const message = rule(values[field as keyof typeof values]);
      if (message !== undefined) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });

export type ProfileFormData = z.output<typeof profileSchema>;

/** The form's starting values from the profile (the company part as last sent). */
export function profileValuesOf(info: UserInformation): ProfileFormValues {
  const company = info.companyInformation;
  return {
    firstName: info.firstName,
    lastName: info.lastName,
    birthDate: info.birthDate ?? '',
    // companyType is the profile last sent (COMPANY while one is under review); accountType the one in force.
    companyType: info.companyType ?? info.accountType,
    companyName: company?.companyName ?? '',
    taxAdministration: company?.taxAdministration ?? '',
    mersisNumber: company?.mersisNumber ?? '',
    address: company?.address ?? '',
    province: company?.province ?? '',
    district: company?.district ?? '',
    iban: company?.iban ?? '',
    kepAddress: company?.kepAddress ?? '',
  };
}

/**
 * The multipart update. The company part is built field by field, so the tax number the server read
 * from the certificate (companyInformation.taxNumber) is never sent back (spec §5).
 */
export function toProfileUpdate(data: ProfileFormData, taxCertificate?: File): UserInformationUpdate {
  const personal = {
    firstName: data.firstName.trim(),
    lastName: data.lastName.trim(),
    ...(data.birthDate ? { birthDate: data.birthDate } : {}),
  };
  if (data.companyType !== AccountType.COMPANY) return { ...personal, companyType: AccountType.INDIVIDUAL };
  return {
    ...personal,
    companyType: AccountType.COMPANY,
    companyInformation: {
      companyName: data.companyName.trim(),
      taxAdministration: data.taxAdministration.trim(),
      address: data.address.trim(),
      province: data.province,
      district: data.district.trim(),
      iban: normalizeIban(data.iban),
      ...(data.mersisNumber ? { mersisNumber: data.mersisNumber } : {}),
      ...(data.kepAddress ? { kepAddress: data.kepAddress } : {}),
    },
    ...(taxCertificate ? { taxCertificate } : {}),
  };
}
