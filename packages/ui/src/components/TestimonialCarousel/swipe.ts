/**
 * Which way a horizontal swipe goes, if it went far enough.
 * @param startX - pointer x when the swipe began
 * @param endX - pointer x when it ended
 * @param threshold - the smallest distance in px that counts as a swipe
 * @returns 'next' for a swipe to the left, 'prev' to the right, null below the threshold
 */
export function swipeDirection(
  startX: number,
  endX: number,
  threshold: number,
): 'next' | 'prev' | null {
  const delta = endX - startX;
  if (Math.abs(delta) < threshold) return null;
  return delta < 0 ? 'next' : 'prev';
}
