import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type LinkProps, LinkProvider } from '../../link/LinkProvider';
import { Button, ButtonLink } from './Button';

describe('Button', () => {
  it('given a click, it calls onClick', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Add to cart</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('given busy, it is disabled, marked aria-busy and keeps its label in the layout', async () => {
    const onClick = vi.fn();
    render(
      <Button busy busyLabel="Adding" onClick={onClick}>
        Add to cart
      </Button>,
    );
    const button = screen.getByRole('button');
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.textContent).toContain('Add to cart');
    expect(screen.getByRole('status').textContent).toBe('Adding');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('given no type, it does not submit forms', () => {
    render(<Button>Go</Button>);
    expect(screen.getByRole('button').getAttribute('type')).toBe('button');
  });
});

function RouterLink({ href, ...props }: LinkProps) {
  return <a data-router="yes" href={href} {...props} />;
}

describe('ButtonLink', () => {
  it('given a LinkProvider, it renders through the provided link component', () => {
    render(
      <LinkProvider component={RouterLink}>
        <ButtonLink href="/shop">Shop Now</ButtonLink>
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Shop Now' });
    expect(link.getAttribute('href')).toBe('/shop');
    expect(link.getAttribute('data-router')).toBe('yes');
  });
});
