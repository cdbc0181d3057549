import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from './notify';
import { Toaster, toast } from './Toaster';

describe('Toaster', () => {
  afterEach(() => {
    act(() => {
      toast.dismiss();
    });
    vi.useRealTimers();
  });

  it('given a success without text, it says Success! in the top-right region', async () => {
    render(<Toaster />);
    act(() => {
      notify.success();
    });
    expect(await screen.findByText('Success!')).toBeTruthy();
    expect(document.querySelector('[data-sonner-toaster]')?.getAttribute('data-y-position')).toBe(
      'top',
    );
    expect(document.querySelector('[data-sonner-toaster]')?.getAttribute('data-x-position')).toBe(
      'right',
    );
  });

  it('given an error without text, it says Something went wrong.', async () => {
    render(<Toaster />);
    act(() => {
      notify.error();
    });
    expect(await screen.findByText('Something went wrong.')).toBeTruthy();
  });

  it('given the shop variant, a toast is still up before 5000 ms and gone after', async () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      notify.success('Added to cart successfully!');
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4800);
    });
    expect(screen.queryByText('Added to cart successfully!')).not.toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.queryByText('Added to cart successfully!')).toBeNull();
  });

  it('given a duration of 1999 ms, a toast is up at 1800 ms and gone after', async () => {
    vi.useFakeTimers();
    render(<Toaster duration={1999} />);
    act(() => {
      notify.success('Saved');
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1800);
    });
    expect(screen.queryByText('Saved')).not.toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('given a toast, its close button is named and closes it', async () => {
    render(<Toaster />);
    act(() => {
      notify.success('Added to cart successfully!');
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Close notification' }));
    await vi.waitFor(() => {
      expect(screen.queryByText('Added to cart successfully!')).toBeNull();
    });
  });

  it("given a toast, it is drawn by the theme rather than sonner's default look", async () => {
    render(<Toaster />);
    act(() => {
      notify.error();
    });
    const item = (await screen.findByText('Something went wrong.')).closest('[data-sonner-toast]');
    expect(item?.getAttribute('data-styled')).toBe('false');
    expect(item?.getAttribute('data-rich-colors')).not.toBe('true');
  });

  it('given the account variant, a toast is gone after about 2 seconds', async () => {
    vi.useFakeTimers();
    render(<Toaster variant="account" />);
    act(() => {
      notify.success('Login Successful!');
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1800);
    });
    expect(screen.queryByText('Login Successful!')).not.toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.queryByText('Login Successful!')).toBeNull();
  });
});
