import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../carousel/usePrefersReducedMotion';
import { reducedMotion } from '../theme/breakpoints';
import { whenIdle } from '../timing/whenIdle';

// Read at the moment of playing too: on the first client render after server rendering the hook
// still reports the server's "no preference".
const reducedMotionNow = () =>
  typeof window !== 'undefined' && Boolean(window.matchMedia?.(reducedMotion).matches);

/**
 * Plays a muted decorative background video unless the user asked for reduced motion, and lets a
 * button pause and resume it (WCAG 2.2.2).
 *
 * @returns the ref for the `<video>`, whether it plays, and the button's toggle
 * @remarks Until the button is pressed the motion preference decides, and the video starts once
 *   the browser is idle: starting playback sets up the media pipeline, a few ms the hydrating
 *   task need not carry. A browser may refuse to play (power saving, a missing file): the poster
 *   then stays, which is fine.
 */
export function useBackgroundVideo() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const reduceMotion = usePrefersReducedMotion();
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const playing = userPlaying ?? !reduceMotion;

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const play = () => video.play()?.catch(() => {});
    if (!playing) video.pause();
    else if (userPlaying !== null) play();
    else return whenIdle(() => (reducedMotionNow() ? video.pause() : play()));
  }, [playing, userPlaying]);

  return { videoRef, playing, toggle: () => setUserPlaying(!playing) };
}
