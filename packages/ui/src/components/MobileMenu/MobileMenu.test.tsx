import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MobileMenu } from './MobileMenu';

function Harness({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open menu
      </button>
      <MobileMenu
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
        currentPath="/blog"
      />
    </>
  );
}

describe('MobileMenu', () => {
  it('given open, it shows every link with the Shop submenu expanded', async () => {
    render(<Harness onOpenChange={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    const links = Array.from(dialog.querySelectorAll('a')).map((link) => link.textContent);
    expect(links).toEqual([
      'Home',
      'Shop',
      'Powders',
      'Peptides',
      'BAC Water',
      "COA's",
      'Blog',
      'Contact Us',
      'My Account',
    ]);
    expect(screen.getByRole('link', { name: 'Blog' }).getAttribute('aria-current')).toBe('page');
  });

  it('given a link is chosen, the menu closes', async () => {
    const onOpenChange = vi.fn();
    render(<Harness onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(screen.getByRole('link', { name: 'Powders' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('given Escape, it closes and focus returns to the menu button', async () => {
    render(<Harness onOpenChange={vi.fn()} />);
    const opener = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
