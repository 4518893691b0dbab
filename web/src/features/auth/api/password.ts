import { useForgotPassword, useResetPassword } from '@carsi/sdk/main';

/**
 * Sends the six-digit reset code to the e-mail address. The server answers alike whether or not an
 * account uses it, so the toast does not claim that one does.
 */
export const useForgotPasswordMutation = () =>
  useForgotPassword({
    mutation: { meta: { successMessage: 'Bu e-posta adresiyle kayıtlı bir hesap varsa şifre sıfırlama kodunu gönderdik.' } },
  });

export const useResetPasswordMutation = () =>
  useResetPassword({
    mutation: { meta: { successMessage: 'Şifreniz güncellendi. Yeni şifrenizle giriş yapabilirsiniz.' } },
  });
