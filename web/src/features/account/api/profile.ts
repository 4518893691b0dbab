import { AccountType, getGetUserInformationQueryKey, useGetUserInformation, useUpdateUserInformation } from '@carsi/sdk/main';
import { useQueryClient } from '@tanstack/react-query';

export const useProfile = () => useGetUserInformation();

const COMPANY_SENT = 'Şirket bilgileriniz onaya gönderildi.';

/** PUT /api/user/information (multipart); the profile query takes the answer at once. */
export function useSaveProfile(companyType: AccountType) {
  const client = useQueryClient();
  return useUpdateUserInformation({
    mutation: {
      ...(companyType === AccountType.COMPANY ? { meta: { successMessage: COMPANY_SENT } } : {}),
      onSuccess: (info) => client.setQueryData(getGetUserInformationQueryKey(), info),
    },
  });
}
