import { formAction, type FormAction } from '@/components/order/form-action.ts';
import type { ReturnValue } from '@/components/order/return-dialog.tsx';
import { sectionApi, type SectionKey } from '@/lib/section-api.ts';
import { useRefreshSection } from './section-queries.ts';

/** A section purchase's returns: ask for one (the order in the path), then `onCreated`; withdraw one (the order in the path, the return in the body). */
export function useBuyOrderReturns(section: SectionKey, orderId: number, onCreated: () => void): { create: FormAction<ReturnValue>; withdraw: FormAction<number> } {
  const api = sectionApi(section);
  const refresh = useRefreshSection(section);
  const create = api.useCreateReturn({
    mutation: {
      onSuccess: async () => {
        onCreated();
        await refresh('buy-order');
      },
    },
  });
  const cancel = api.useCancelReturn({ mutation: { onSuccess: () => void refresh('buy-order') } });
  return {
    create: formAction(create, (value: ReturnValue) => ({ id: orderId, data: value })),
    withdraw: formAction(cancel, (returnId: number) => ({ id: orderId, data: { returnId } })),
  };
}
