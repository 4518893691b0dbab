import { getGetUserInformationQueryKey, useRequestPhoneChange, useVerifyPhoneChange } from '@carsi/sdk/main';
import { useQueryClient } from '@tanstack/react-query';

export const useSendPhoneCode = () =>
  useRequestPhoneChange({ mutation: { meta: { successMessage: 'Doğrulama kodu yeni numaranıza gönderildi.' } } });

/** Confirms the code; the profile then shows the new, verified number. */
export function useConfirmPhoneCode() {
  const client = useQueryClient();
  return useVerifyPhoneChange({
    mutation: {
      meta: { successMessage: 'Telefon numaranız güncellendi.' },
      onSuccess: () => client.invalidateQueries({ queryKey: getGetUserInformationQueryKey() }),
    },
  });
}
