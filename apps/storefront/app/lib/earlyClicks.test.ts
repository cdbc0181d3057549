// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CLICK_ATTRIBUTE, forgetPart, keepEarlyClicks, partHydrated } from './earlyClicks';

keepEarlyClicks(window);

/**
 * A part of the page holding a button, and React's stand-in on the document: while the part
 * waits for its code, React stops clicks on it there.
 */
function part(id: string) {
  const element = document.createElement('div');
  element.setAttribute(EARLY_CLICK_ATTRIBUTE, id);
  const button = document.createElement('button');
  button.textContent = 'Question';
  element.append(button);
  document.body.append(element);
  const clicks = vi.fn();
  button.addEventListener('click', clicks);
  let waiting = true;
  const react = (event: Event) => {
    if (waiting) event.stopPropagation();
  };
  document.addEventListener('click', react, true);
  return {
    button,
    clicks,
    codeArrives: () => {
      waiting = false;
    },
    leave: () => {
      document.removeEventListener('click', react, true);
      element.remove();
      forgetPart(id);
    },
  };
}

/** Runs replays when the test says so. */
function laterQueue() {
  const queue: (() => void)[] = [];
  return {
    later: (replay: () => void) => queue.push(replay),
    run: () => {
      for (const replay of queue.splice(0)) replay();
    },
  };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('early clicks', () => {
  it('given a click React dropped before the part hydrated / clicks the same element once it has', () => {
    const question = part('dropped');
    question.button.click();
    expect(question.clicks).not.toHaveBeenCalled();
    question.codeArrives();
    const { later, run } = laterQueue();
    partHydrated('dropped', later);
    run();
    expect(question.clicks).toHaveBeenCalledTimes(1);
    question.leave();
  });

  it('given the part remounted between its hydration and the replay / still clicks once', () => {
    const question = part('remounted');
    question.button.click();
    question.codeArrives();
    const { later, run } = laterQueue();
    partHydrated('remounted', later);
    forgetPart('remounted');
    partHydrated('remounted', later);
    run();
    expect(question.clicks).toHaveBeenCalledTimes(1);
    question.leave();
  });

  it('given a click that made React hydrate the part and handle it / does not click again', () => {
    const question = part('within');
    const { later, run } = laterQueue();
    // React hydrates the part inside the click (its effects run then) and lets the click on.
    document.addEventListener(
      'click',
      () => {
        question.codeArrives();
        partHydrated('within', later);
      },
      { capture: true, once: true },
    );
    question.button.click();
    run();
    expect(question.clicks).toHaveBeenCalledTimes(1);
    question.leave();
  });

  it('given a part already hydrated / replays none of its later clicks', () => {
    const question = part('hydrated');
    question.codeArrives();
    partHydrated('hydrated', () => expect.unreachable('nothing to replay'));
    question.button.click();
    expect(question.clicks).toHaveBeenCalledTimes(1);
    question.leave();
  });

  it('given a part that left the page / its lost click is not replayed on a later one', () => {
    const first = part('again');
    first.button.click();
    first.leave();
    const second = part('again');
    second.codeArrives();
    partHydrated('again', () => expect.unreachable('nothing to replay'));
    expect(second.clicks).not.toHaveBeenCalled();
    second.leave();
  });

  it('given the default timer / the replay waits for the current task to end', async () => {
    const question = part('timer');
    question.button.click();
    question.codeArrives();
    partHydrated('timer');
    expect(question.clicks).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(question.clicks).toHaveBeenCalledTimes(1));
    question.leave();
  });
});
