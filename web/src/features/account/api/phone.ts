import { useRequestPhoneChange, useVerifyPhoneChange } from '@carsi/sdk/main';

export const useSendPhoneCode = () =>
  useRequestPhoneChange({ mutation: { meta: { successMessage: 'Doğrulama kodu yeni numaranıza gönderildi.' } } });

/** Confirms the code; the profile then shows the new, verified number (the SDK's invalidation rules read it again). */
export const useConfirmPhoneCode = () => useVerifyPhoneChange({ mutation: { meta: { successMessage: 'Telefon numaranız güncellendi.' } } });
