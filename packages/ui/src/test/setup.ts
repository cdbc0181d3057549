import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import * as preview from '../../.storybook/preview';

// Stories rendered in tests get the same decorators (theme, links) as in Storybook.
setProjectAnnotations([preview]);

afterEach(() => {
  cleanup();
});
