import { type ElementType, useId } from 'react';
import { PauseIcon, PlayIcon } from '../../icons/icons';
import { useBackgroundVideo } from '../../video/useBackgroundVideo';
import { ButtonLink } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Hero.css';

export interface HeroProps {
  /** The background video, shipped with the app (no third-party host). */
  videoSrc: string;
  /** MIME type of `videoSrc`. */
  videoType?: string;
  /** The still shown before the video plays, and instead of it when motion is reduced. */
  posterSrc: string;
  /** Intrinsic size of the video and poster. */
  videoWidth?: number;
  videoHeight?: number;
  title: string;
  text: string;
  /** The one action, "Shop Now" to /shop on the home page. */
  cta: { label: string; href: string };
  headingLevel?: 'h1' | 'h2';
  pauseLabel?: string;
  playLabel?: string;
}

/**
 * The home page's opening band: a muted, looping background video under a navy overlay, with the
 * title, a line of text and one call to action in white (above 4.5:1 over any frame).
 *
 * @remarks The video loads nothing until it plays (`preload="none"`), and plays only when the user
 *   has not asked for reduced motion; a button pauses and resumes it (WCAG 2.2.2). The band's
 *   height comes from its own aspect ratio, so nothing shifts while the poster or video loads.
 */
export function Hero({
  videoSrc,
  videoType = 'video/mp4',
  posterSrc,
  videoWidth = 1920,
  videoHeight = 1080,
  title,
  text,
  cta,
  headingLevel = 'h1',
  pauseLabel = 'Pause background video',
  playLabel = 'Play background video',
}: HeroProps) {
  const Heading: ElementType = headingLevel;
  const titleId = useId();
  const { videoRef, playing, toggle } = useBackgroundVideo();

  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <video
        ref={videoRef}
        className={styles.video}
        poster={posterSrc}
        width={videoWidth}
        height={videoHeight}
        preload="none"
        muted
        loop
        playsInline
        // Decoration: no controls, never focused; the button below pauses it.
        aria-hidden="true"
        tabIndex={-1}
        data-testid="hero-video"
      >
        <source src={videoSrc} type={videoType} />
      </video>
      <div className={styles.overlay} aria-hidden="true" />
      <div className={styles.content}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        <p className={styles.text}>{text}</p>
        <ButtonLink href={cta.href} size="lg" className={styles.cta}>
          {cta.label}
        </ButtonLink>
      </div>
      <IconButton
        className={styles.toggle}
        shape="round"
        label={playing ? pauseLabel : playLabel}
        icon={playing ? <PauseIcon size={18} /> : <PlayIcon size={18} />}
        onClick={toggle}
      />
    </section>
  );
}
