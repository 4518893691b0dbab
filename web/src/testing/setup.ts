import { endSession, resetSdkConfig } from '@carsi/sdk/runtime';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { refreshSession } from '@/lib/session.ts';

afterEach(() => {
  cleanup();
  resetSdkConfig();
  endSession('logout');
  // The app's session state is module-level; test files share modules (isolate: false), so it is re-read here.
  refreshSession();
  // Node-environment tests (the build-output test) have no storage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
