import { RELOAD_AFTER_CHANGE_MS } from '@/config/timings.ts';
import { useState } from 'react';
import { useDelayedAction } from '@/hooks/use-delayed-action.ts';
import { useIsLoggedIn } from '@/lib/session.ts';
import { swapApi } from '@/lib/section-api.ts';
import { useRefreshSwap } from './swap-offers.ts';

/** My promotions (running and past), newest first. */
export function useDopings() {
  const loggedIn = useIsLoggedIn();
  return swapApi().useListDopings({ query: { enabled: loggedIn } });
}

/** The promotion packages on sale with their prices (public: the same list for every seller). */
export function useDopingPackages() {
  return swapApi().useListDopingPackages();
}

/**
 * Buy and stop a promotion. Spec §timings: the promotion list (and every swap read that shows the mark)
 * is read again 1 s after a change; `reloading` is true until then.
 */
export function useDopingChanges() {
  const api = swapApi();
  const refresh = useRefreshSwap();
  const [changes, setChanges] = useState(0);
  useDelayedAction(changes > 0, RELOAD_AFTER_CHANGE_MS, () => {
    setChanges(0);
    void refresh();
  });
  const onSuccess = () => setChanges((n) => n + 1);
  const create = api.useCreateDoping({ mutation: { meta: { successMessage: 'İlanınız öne çıkarıldı.' }, onSuccess } });
  const remove = api.useDeleteDoping({ mutation: { meta: { successMessage: 'Öne çıkarma durduruldu.' }, onSuccess } });
  return { create, remove, reloading: changes > 0 };
}
