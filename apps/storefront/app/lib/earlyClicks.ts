/**
 * Clicks on a lazy part of the server HTML that lands before the part's code has arrived.
 *
 * @remarks React hydrates a part on the first click on it when it can; a part still waiting for
 *   its code stays server HTML, and React stops the click at the document so nothing handles it.
 *   A listener on the window sees the click before the document does and keeps its target until
 *   the part says it has hydrated ({@link takeEarlyClick}); a click that reaches the window again
 *   (bubbling) was handled by React and is forgotten.
 */

/** The attribute that marks a part's element, its value the part's id. */
export const EARLY_CLICK_ATTRIBUTE = 'data-early-clicks';

const pending = new Map<string, { event: Event; target: HTMLElement }>();
const hydrated = new Set<string>();
let listening = false;

function onCapture(event: Event) {
  const target = event.target;
  if (!(target instanceof HTMLElement)) return;
  const part = target.closest(`[${EARLY_CLICK_ATTRIBUTE}]`)?.getAttribute(EARLY_CLICK_ATTRIBUTE);
  if (!part || hydrated.has(part)) return;
  pending.set(part, { event, target });
}

function onBubble(event: Event) {
  for (const [part, click] of pending) if (click.event === event) pending.delete(part);
}

/**
 * Starts keeping early clicks; idempotent, and a no-op on the server.
 *
 * @param target - where the listeners go (the window in the browser)
 */
export function keepEarlyClicks(target: EventTarget | undefined = globalThis.window): void {
  if (listening || !target) return;
  listening = true;
  target.addEventListener('click', onCapture, true);
  target.addEventListener('click', onBubble);
}

/**
 * Marks a part hydrated and, once the event under way (if any) has run its course, clicks again
 * the element of the click the part lost meanwhile.
 *
 * @param part - the part's id, the value of its {@link EARLY_CLICK_ATTRIBUTE}
 * @param later - runs the replay after the current task (a timer unless a test says otherwise)
 * @remarks A click on a part whose code has just arrived makes React hydrate the part within
 *   that click and then handle the click itself; the replay waits until the click has reached
 *   the window, which forgets it, so the part never gets it twice.
 */
export function partHydrated(
  part: string,
  later: (replay: () => void) => void = (replay) => setTimeout(replay, 0),
): void {
  hydrated.add(part);
  if (!pending.has(part)) return;
  later(() => {
    const click = pending.get(part);
    pending.delete(part);
    click?.target.click();
  });
}

/**
 * Marks a part no longer on the page, so a part of the same id on a later page starts afresh.
 *
 * @param part - the part's id
 */
export function forgetPart(part: string): void {
  hydrated.delete(part);
  pending.delete(part);
}
