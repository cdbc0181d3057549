import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import * as preview from '../../.storybook/preview';

// Under turbo's parallel runs on 2 cores, renders and play functions can outlast the 1 s default.
configure({ asyncUtilTimeout: 10_000 });

// Stories rendered in tests get the same decorators (theme, links) as in Storybook.
setProjectAnnotations([preview]);

afterEach(() => {
  cleanup();
});
