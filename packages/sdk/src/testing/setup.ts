import { configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { quietAndUnmount } from './renderWithCommerce';

// Hook tests wait for real requests to the commerce server (scrypt logins included); under
// turbo's parallel runs on 2 cores that can outlast Testing Library's 1 s default.
configure({ asyncUtilTimeout: 10_000 });

// Setup files run again for every test file even when the files share modules, so the hooks
// every file needs are registered here. Only a DOM environment renders anything.
afterEach(async () => {
  if (typeof document !== 'undefined') await quietAndUnmount();
});
