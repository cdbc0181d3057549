/**
 * Clicks on a lazy part of the server HTML that lands before the part's code has arrived.
 *
 * @remarks React hydrates a part on the first click on it when it can; a part still waiting for
 *   its code stays server HTML, and nothing handles the click: React stops it at the document,
 *   or, when it has not reached the part's boundary in its hydration yet, lets it through with
 *   no handler to run. A listener on the window sees the click before the document does and
 *   keeps its target until the part says it has hydrated ({@link partHydrated}). A click that
 *   reaches the window again (bubbling) after its part hydrated within it was handled by React
 *   and is forgotten; one that bubbles while its part is still server HTML is kept.
 */

/** The attribute that marks a part's element, its value the part's id. */
export const EARLY_CLICK_ATTRIBUTE = 'data-early-clicks';

const pending = new Map<string, { event: Event; target: HTMLElement }>();
const hydrated = new Set<string>();
/** Clicks that bubbled to the window after their part had hydrated: React handled them. */
const handled = new WeakSet<Event>();
let listening = false;

/** The part a click's target sits in, if any. */
function partOf(target: EventTarget | null): string | null {
  if (!(target instanceof HTMLElement)) return null;
  return target.closest(`[${EARLY_CLICK_ATTRIBUTE}]`)?.getAttribute(EARLY_CLICK_ATTRIBUTE) ?? null;
}

function onCapture(event: Event) {
  const part = partOf(event.target);
  if (!part || hydrated.has(part)) return;
  pending.set(part, { event, target: event.target as HTMLElement });
}

function onBubble(event: Event) {
  const part = partOf(event.target);
  if (!part || !hydrated.has(part)) return;
  handled.add(event);
  if (pending.get(part)?.event === event) pending.delete(part);
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
  const click = pending.get(part);
  if (!click) return;
  pending.delete(part);
  // Taken now, so a remount of the part before the replay (its effect cleaned up and run
  // again) cannot drop it; skipped if React handled the click after all or the element left.
  later(() => {
    if (!handled.has(click.event) && click.target.isConnected) click.target.click();
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
