import { IconButton, Link, PauseIcon, PlayIcon, useBackgroundVideo } from '@peptide/ui';
import { useId } from 'react';
import * as styles from './VideoBanner.css';

export interface VideoBannerProps {
  title: string;
  text: string;
  /** The looping background video, shipped with the app. */
  videoSrc: string;
  videoType: string;
  /** The still shown before the video plays and instead of it when motion is reduced. */
  posterSrc: string;
  videoWidth: number;
  videoHeight: number;
}

/**
 * The blog's banner: a muted looping video under a navy overlay, with the page title, the
 * breadcrumb Home | Blog and a line of text. The video loads nothing until it plays
 * (`preload="none"`), plays only without a reduced-motion preference, and a button pauses it.
 */
export function VideoBanner({
  title,
  text,
  videoSrc,
  videoType,
  posterSrc,
  videoWidth,
  videoHeight,
}: VideoBannerProps) {
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
        aria-hidden="true"
        tabIndex={-1}
        data-testid="blog-video"
      >
        <source src={videoSrc} type={videoType} />
      </video>
      <div className={styles.overlay} aria-hidden="true" />
      <div className={styles.content}>
        <nav aria-label="Breadcrumb">
          <ol className={styles.crumbs}>
            <li>
              <Link href="/">Home</Link>
              <span aria-hidden="true" className={styles.separator}>
                |
              </span>
            </li>
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        <p className={styles.text}>{text}</p>
      </div>
      <IconButton
        className={styles.toggle}
        shape="round"
        label={playing ? 'Pause background video' : 'Play background video'}
        icon={playing ? <PauseIcon size={18} /> : <PlayIcon size={18} />}
        onClick={toggle}
      />
    </section>
  );
}
