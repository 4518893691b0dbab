import { type Notifier } from '@carsi/sdk/runtime';
import { TOAST_DURATION_MS } from '@/config/timings.ts';
import { toast } from 'react-toastify';

/** The SDK's notifier backed by react-toastify; the same text shown twice at once appears once. */
export const toastNotifier: Notifier = {
  success: (message) => {
    toast.success(message, { autoClose: TOAST_DURATION_MS, toastId: `success:${message}` });
  },
  warning: (message) => {
    toast.warning(message, { autoClose: TOAST_DURATION_MS, toastId: `warning:${message}` });
  },
};
