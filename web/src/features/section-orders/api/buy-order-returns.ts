import { formAction, type FormAction } from '@/components/order/form-action.ts';
import type { ReturnValue } from '@/components/order/return-dialog.tsx';
import { sectionApi, type SectionKey } from '@/lib/section-api.ts';

/**
 * A section purchase's returns: ask for one (the order in the path), then `onCreated`; withdraw one (the order
 * in the path, the return in the body). The purchases are read again by the SDK's invalidation rules.
 */
export function useBuyOrderReturns(section: SectionKey, orderId: number, onCreated: () => void): { create: FormAction<ReturnValue>; withdraw: FormAction<number> } {
  const api = sectionApi(section);
  const create = api.useCreateReturn({ mutation: { onSuccess: onCreated } });
  const cancel = api.useCancelReturn();
  return {
    create: formAction(create, (value: ReturnValue) => ({ id: orderId, data: value })),
    withdraw: formAction(cancel, (returnId: number) => ({ id: orderId, data: { returnId } })),
  };
}
