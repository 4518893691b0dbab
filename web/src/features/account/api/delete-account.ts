import { useDeleteAccount } from '@carsi/sdk/main';

/** The catalogue words 2000-0180 for the login page; a signed-in member confirming with a password reads this. */
export const WRONG_PASSWORD = 'Şifreniz hatalı.';

/** POST /api/user/delete-account; the success toast comes from the SDK's catalogue ("Hesabınız silindi."). */
export const useDeleteAccountMutation = () => useDeleteAccount({ mutation: { meta: { errorMessages: { '2000-0180': WRONG_PASSWORD } } } });
