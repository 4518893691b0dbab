import { useDeleteAccount } from '@carsi/sdk/main';

/** POST /api/user/delete-account; the success toast comes from the SDK's catalogue ("Hesabınız silindi."). */
export const useDeleteAccountMutation = () => useDeleteAccount();
