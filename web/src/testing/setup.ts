import { endSession, resetSdkConfig } from '@carsi/sdk/runtime';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  resetSdkConfig();
  endSession('logout');
  // Node-environment tests (the build-output test) have no storage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
