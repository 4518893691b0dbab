import { contentCacheRules, logIn, signUp, type LoggedIn } from '@carsi/sdk';
import type { ApiError } from '@carsi/sdk/runtime';
import type { LoginRequest, RegisterRequest } from '@carsi/sdk/main';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { clearMemberData } from '@carsi/sdk/runtime';
import { TOAST_DURATION_MS } from '@/config/timings.ts';
import { refreshSession } from '@/lib/session.ts';

const GUEST_CART_KEPT =
  'Sepetinizdeki bazı ürünler hesabınıza aktarılamadı; nedenlerini Sepetim sayfasında görebilir, tekrar deneyebilirsiniz.';

function afterSessionStart(result: LoggedIn): void {
  refreshSession();
  if (result.guestCart === 'failed' || result.guestCart === 'partial') toast.warning(GUEST_CART_KEPT, { autoClose: TOAST_DURATION_MS });
}

/** Login (spec §4): the SDK stores the token and pushes the guest cart; the app turns logged-in. */
export function useLogInMutation() {
  const client = useQueryClient();
  return useMutation<LoggedIn, ApiError, LoginRequest>({
    mutationKey: ['login'],
    mutationFn: logIn,
    meta: { successMessage: 'Giriş yapıldı. Hoş geldiniz!' },
    onSuccess: (result) => {
      afterSessionStart(result);
      // A session starts from a clean cache: nothing of a guest or an earlier member carries over.
      clearMemberData(client, contentCacheRules);
    },
  });
}

/** Registration logs the new member in the same way. */
export function useRegisterMutation() {
  const client = useQueryClient();
  return useMutation<LoggedIn, ApiError, RegisterRequest>({
    mutationKey: ['register'],
    mutationFn: signUp,
    meta: { successMessage: 'Üyeliğiniz oluşturuldu. Çarşı’ya hoş geldiniz!' },
    onSuccess: (result) => {
      afterSessionStart(result);
      // A session starts from a clean cache: nothing of a guest or an earlier member carries over.
      clearMemberData(client, contentCacheRules);
    },
  });
}
