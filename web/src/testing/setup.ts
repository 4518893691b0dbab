import { endSession, resetSdkConfig } from '@carsi/sdk/runtime';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  resetSdkConfig();
  endSession('logout');
  localStorage.clear();
});
