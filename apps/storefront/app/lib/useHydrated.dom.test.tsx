import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useHydrated } from './useHydrated';

afterEach(cleanup);

function Probe() {
  return <p>{useHydrated() ? 'scripts' : 'server'}</p>;
}

describe('useHydrated', () => {
  it('given the server render / it answers false', () => {
    expect(renderToString(<Probe />)).toBe('<p>server</p>');
  });

  it('given the component mounted in the browser / it answers true after its first render', async () => {
    render(<Probe />);
    expect(await screen.findByText('scripts')).toBeTruthy();
  });
});
