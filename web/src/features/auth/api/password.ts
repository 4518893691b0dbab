import { useForgotPassword, useResetPassword } from '@carsi/sdk/main';

/** Sends the six-digit reset code to the e-mail address. */
export const useForgotPasswordMutation = () =>
  useForgotPassword({
    mutation: { meta: { successMessage: 'Şifre sıfırlama kodu e-posta adresinize gönderildi.' } },
  });

export const useResetPasswordMutation = () =>
  useResetPassword({
    mutation: { meta: { successMessage: 'Şifreniz güncellendi. Yeni şifrenizle giriş yapabilirsiniz.' } },
  });
