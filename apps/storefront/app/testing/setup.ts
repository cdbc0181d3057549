import { configure } from '@testing-library/react';

// Render tests wait for loaders and effects; under turbo's parallel runs on 2 cores that can
// outlast Testing Library's 1 s default.
configure({ asyncUtilTimeout: 10_000 });
