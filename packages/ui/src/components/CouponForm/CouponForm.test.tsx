import { MESSAGES } from '@peptide/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CouponForm } from './CouponForm';

const field = () => screen.getByRole('textbox', { name: 'Coupon code' }) as HTMLInputElement;
const apply = () => screen.getByRole('button', { name: /Apply Coupon/ });

describe('CouponForm', () => {
  it('given a blank or whitespace code, Apply is disabled', async () => {
    render(<CouponForm onApply={vi.fn()} />);
    expect(apply()).toHaveProperty('disabled', true);
    await userEvent.type(field(), '   ');
    expect(apply()).toHaveProperty('disabled', true);
  });

  it('given a code, Apply is enabled and sends the trimmed code', async () => {
    const onApply = vi.fn();
    render(<CouponForm onApply={onApply} />);
    await userEvent.type(field(), '  LAB10 ');
    expect(apply()).toHaveProperty('disabled', false);
    await userEvent.click(apply());
    expect(onApply).toHaveBeenCalledWith('LAB10');
  });

  it('given Enter in the field, it applies', async () => {
    const onApply = vi.fn();
    render(<CouponForm onApply={onApply} />);
    await userEvent.type(field(), 'LAB10{Enter}');
    expect(onApply).toHaveBeenCalledWith('LAB10');
  });

  it('given an accepted code, the field clears; given a refused one, it keeps the code', async () => {
    const onApply = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    render(<CouponForm onApply={onApply} />);
    await userEvent.type(field(), 'BAD{Enter}');
    expect(field().value).toBe('BAD');
    await userEvent.clear(field());
    await userEvent.type(field(), 'GOOD{Enter}');
    expect(field().value).toBe('');
  });

  it('given a refusal, it shows at the field, which keeps the code, is marked invalid and described by it, until the code changes', async () => {
    const onApply = vi.fn().mockResolvedValue('Coupon "BAD" does not exist!');
    render(<CouponForm onApply={onApply} />);
    await userEvent.type(field(), 'BAD{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Coupon "BAD" does not exist!');
    expect(field().value).toBe('BAD');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field().getAttribute('aria-describedby')).toContain(alert.id);
    await userEvent.type(field(), 'X');
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(field().getAttribute('aria-invalid')).toBeNull();
  });

  it('given a refusal the server answered to a post without scripts, it shows at the field', () => {
    render(<CouponForm onApply={vi.fn()} error={'Coupon "OLD" has expired.'} />);
    expect(screen.getByRole('alert').textContent).toBe('Coupon "OLD" has expired.');
    expect(field().getAttribute('aria-invalid')).toBe('true');
  });

  it('given an accepted code and the discount it brings, the box names the applied coupon', async () => {
    const onApply = vi.fn().mockResolvedValue(true);
    const { rerender } = render(<CouponForm onApply={onApply} />);
    await userEvent.type(field(), 'WELCOME10{Enter}');
    rerender(<CouponForm onApply={onApply} hasDiscount appliedCode="WELCOME10" />);
    expect(screen.getByRole('status').textContent).toBe(MESSAGES.couponInUse('WELCOME10'));
  });

  it('given a request in flight, Apply is busy and Enter does nothing', async () => {
    const onApply = vi.fn();
    const { rerender } = render(<CouponForm onApply={onApply} />);
    await userEvent.type(field(), 'LAB10');
    rerender(<CouponForm onApply={onApply} busy />);
    expect(apply()).toHaveProperty('disabled', true);
    expect(apply().getAttribute('aria-busy')).toBe('true');
    await userEvent.type(field(), '{Enter}');
    expect(onApply).not.toHaveBeenCalled();
  });

  it('given a discount already applied, field and Apply are disabled', () => {
    render(<CouponForm onApply={vi.fn()} hasDiscount />);
    expect(field()).toHaveProperty('disabled', true);
    expect(apply()).toHaveProperty('disabled', true);
  });

  it('given a discount from a named coupon, the box says which coupon is applied', () => {
    render(<CouponForm onApply={vi.fn()} hasDiscount appliedCode="WELCOME10" />);
    const note = screen.getByRole('status');
    expect(note.textContent).toBe(MESSAGES.couponInUse('WELCOME10'));
    expect(field().getAttribute('aria-describedby')).toBe(note.id);
  });

  it('given more than 26 characters, the code keeps 26', async () => {
    render(<CouponForm onApply={vi.fn()} />);
    await userEvent.type(field(), 'A'.repeat(30));
    expect(field().value).toHaveLength(26);
  });

  it('given it sits inside another form, Enter and Apply apply the code without submitting that form', async () => {
    const onApply = vi.fn();
    const onOuterSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { container } = render(
      <form onSubmit={onOuterSubmit}>
        <CouponForm onApply={onApply} nested />
      </form>,
    );
    expect(container.querySelectorAll('form')).toHaveLength(1);
    await userEvent.type(field(), 'LAB10{Enter}');
    await userEvent.click(apply());
    expect(onApply).toHaveBeenCalledTimes(2);
    expect(onApply).toHaveBeenCalledWith('LAB10');
    expect(onOuterSubmit).not.toHaveBeenCalled();
  });
});

describe('CouponForm nested with an action', () => {
  it('given a form without scripts, Apply is the submit button that posts intent=coupon with the code; with them it applies without submitting', async () => {
    const onApply = vi.fn();
    const onOuterSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onOuterSubmit}>
        <CouponForm onApply={onApply} nested action="/checkout" />
      </form>,
    );
    expect(apply().getAttribute('type')).toBe('submit');
    expect(apply().getAttribute('name')).toBe('intent');
    expect(apply().getAttribute('value')).toBe('coupon');
    expect(field().getAttribute('name')).toBe('code');
    await userEvent.type(field(), 'LAB10');
    await userEvent.click(apply());
    expect(onApply).toHaveBeenCalledExactlyOnceWith('LAB10');
    expect(onOuterSubmit).not.toHaveBeenCalled();
  });
});
