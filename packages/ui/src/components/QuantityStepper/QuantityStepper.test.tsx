import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from './QuantityStepper';

const minus = () => screen.getByRole('button', { name: 'Decrease quantity' });
const plus = () => screen.getByRole('button', { name: 'Increase quantity' });
const remove = () => screen.getByRole('button', { name: 'Remove item' });

describe('QuantityStepper', () => {
  it('given quantity 1, minus is disabled and plus is enabled', () => {
    render(<QuantityStepper value={1} max={5} onIncrement={vi.fn()} onDecrement={vi.fn()} />);
    expect(minus()).toHaveProperty('disabled', true);
    expect(plus()).toHaveProperty('disabled', false);
  });

  it('given quantity equal to stock, plus is disabled', () => {
    render(<QuantityStepper value={5} max={5} onIncrement={vi.fn()} onDecrement={vi.fn()} />);
    expect(plus()).toHaveProperty('disabled', true);
    expect(minus()).toHaveProperty('disabled', false);
  });

  it('given no stock limit, plus stops at 999', () => {
    render(<QuantityStepper value={999} onIncrement={vi.fn()} onDecrement={vi.fn()} />);
    expect(plus()).toHaveProperty('disabled', true);
  });

  it('given clicks, it reports increment and decrement', async () => {
    const onIncrement = vi.fn();
    const onDecrement = vi.fn();
    render(
      <QuantityStepper value={2} max={5} onIncrement={onIncrement} onDecrement={onDecrement} />,
    );
    await userEvent.click(plus());
    await userEvent.click(minus());
    expect(onIncrement).toHaveBeenCalledTimes(1);
    expect(onDecrement).toHaveBeenCalledTimes(1);
  });

  it('given increment is busy, only plus shows busy and every action waits', () => {
    render(
      <QuantityStepper
        value={2}
        max={5}
        onIncrement={vi.fn()}
        onDecrement={vi.fn()}
        onRemove={vi.fn()}
        busy={{ increment: true }}
      />,
    );
    expect(plus().getAttribute('aria-busy')).toBe('true');
    expect(minus().hasAttribute('aria-busy')).toBe(false);
    expect(remove().hasAttribute('aria-busy')).toBe(false);
    expect(minus()).toHaveProperty('disabled', true);
    expect(remove()).toHaveProperty('disabled', true);
  });

  it('given remove is busy, only remove shows busy', () => {
    render(
      <QuantityStepper
        value={2}
        onIncrement={vi.fn()}
        onDecrement={vi.fn()}
        onRemove={vi.fn()}
        busy={{ remove: true }}
      />,
    );
    expect(remove().getAttribute('aria-busy')).toBe('true');
    expect(plus().hasAttribute('aria-busy')).toBe(false);
  });

  it('given an editable stepper, a typed entry above 999 is clamped to 999', () => {
    const onChange = vi.fn();
    render(<QuantityStepper value={1} onChange={onChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    fireEvent.change(input, { target: { value: '5000' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenCalledWith(999);
  });

  it('given an editable stepper, an entry below 1 is clamped to 1 and plus adds one', async () => {
    const onChange = vi.fn();
    render(<QuantityStepper value={3} onChange={onChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(plus());
    expect(onChange).toHaveBeenLastCalledWith(4);
  });
});
