import { configure } from '@testing-library/react';

// Hook tests wait for real requests to the commerce server (scrypt logins included); under
// turbo's parallel runs on 2 cores that can outlast Testing Library's 1 s default.
configure({ asyncUtilTimeout: 10_000 });
