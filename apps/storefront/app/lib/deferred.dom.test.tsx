import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOnFirstInteraction } from './deferred';

/** Lets the tasks queued so far run (a message's task among them). */
const nextTasks = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('useOnFirstInteraction', () => {
  it("given a focus the page moves itself / nothing starts; given a key after it / it starts once, after the key's task", async () => {
    const warm = vi.fn();
    const { unmount } = renderHook(() => useOnFirstInteraction(warm));
    const field = document.createElement('input');
    document.body.append(field);
    try {
      field.focus();
      field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      await nextTasks();
      expect(warm).not.toHaveBeenCalled();
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
      expect(warm).not.toHaveBeenCalled();
      await nextTasks();
      expect(warm).toHaveBeenCalledTimes(1);
      document.dispatchEvent(new PointerEvent('pointerdown'));
      await nextTasks();
      expect(warm).toHaveBeenCalledTimes(1);
    } finally {
      field.remove();
      unmount();
    }
  });
});
