import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Input, TextArea, TextField } from './Input';

describe('Input', () => {
  it('given an end slot, the control sits inside the field next to the input', async () => {
    render(<Input aria-label="Password" endSlot={<button type="button">Show</button>} />);
    expect(screen.getByRole('button', { name: 'Show' })).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Password' }), 'abc');
    expect((screen.getByRole('textbox', { name: 'Password' }) as HTMLInputElement).value).toBe(
      'abc',
    );
  });

  it('given a hidden label, the field is still named by it', () => {
    render(<TextField label="Search products" hideLabel />);
    expect(screen.getByRole('textbox', { name: 'Search products' })).toBeTruthy();
  });
});

/**
 * Two controlled fields whose state the form shows, as the shop's forms hold theirs; the first
 * reads the event as the address form's phone field does (its target and its native input type).
 */
function TwoFields() {
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  return (
    <form>
      <TextField
        label="New password"
        value={first}
        onChange={(event) => {
          const deleting = (event.nativeEvent as InputEvent).inputType?.startsWith('delete');
          setFirst(deleting ? '' : event.currentTarget.value);
        }}
      />
      <TextArea aria-label="Note" value={second} onChange={(e) => setSecond(e.target.value)} />
      <output>{`${first}|${second}`}</output>
    </form>
  );
}

describe('Input and TextArea, hydrated', () => {
  it('given text typed before the scripts hydrated the page / the field keeps it and its state takes it, past the next render', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<TwoFields />);
    document.body.append(container);
    const field = container.querySelector('input') as HTMLInputElement;
    const note = container.querySelector('textarea') as HTMLTextAreaElement;
    field.value = 'typed-early';
    note.value = 'a note';
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <TwoFields />);
    });
    expect(container.querySelector('output')?.textContent).toBe('typed-early|a note');
    await userEvent.type(note, '!');
    expect(field.value).toBe('typed-early');
    expect(container.querySelector('output')?.textContent).toBe('typed-early|a note!');
    act(() => root?.unmount());
    container.remove();
  });
});
