import { endSession, resetSdkConfig } from '@carsi/sdk/runtime';
import { clearGuestCart } from '@carsi/sdk';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeEach } from 'vitest';
import { clearSearchDraft } from '@/components/layout/search-draft.ts';
import { discardWaitingToasts } from '@/lib/lazy-notifier.ts';
import { refreshSession } from '@/lib/session.ts';


// Lazy parts of a page (the footer, dialogs) compile on first import; on a busy 2-core CI machine that
// alone can pass Testing Library's 1 s default, so every find/waitFor waits up to 5 s.
configure({ asyncUtilTimeout: 5000 });

// A message a previous file's unfinished work sent after its last reset waits for no container of this test.
beforeEach(discardWaitingToasts);

afterEach(() => {
  // (A test of the whole shop also waits for the route modules it asked for: testing/render-app.tsx.)
  cleanup();
  resetSdkConfig();
  endSession('logout');
  // The app's session state is module-level; test files share modules (isolate: false), so it is re-read here.
  refreshSession();
  // So is what the header search kept of a typed text (an address's ?q= included): a later file's search box would start from it.
  clearSearchDraft();
  // Node-environment tests (the build-output test) have no storage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
  // The visitor's cart lives in a cookie (the SDK's guest cart).
  if (typeof document !== 'undefined') clearGuestCart();
  // react-toastify keeps a toast sent while no container is mounted and shows it in the next container,
  // where leftovers from other files would fill its limit of 3 and hold back the toast a test waits for.
  toast.dismiss();
  discardWaitingToasts();
});
