import { useState } from 'react';
import * as styles from './FallbackImage.css';

export interface FallbackImageProps {
  src?: string | null;
  alt: string;
  /** Intrinsic size, so the layout does not shift while the image loads. */
  width: number;
  height: number;
  className?: string;
  loading?: 'lazy' | 'eager';
  /** How the browser ranks its download among the page's others; its own choice by default. */
  fetchPriority?: 'high' | 'low' | 'auto';
}

/** An image that shows a neutral vial placeholder when it has no source or fails to load. */
export function FallbackImage({
  src,
  alt,
  width,
  height,
  className,
  loading = 'lazy',
  fetchPriority,
}: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const classes = (base: string) => (className ? `${base} ${className}` : base);
  if (!src || failedSrc === src) {
    const art = (
      <svg
        width="40%"
        viewBox="0 0 40 64"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        aria-hidden="true"
      >
        <rect x="12" y="2" width="16" height="8" rx="2" />
        <path d="M10 10h20v46a6 6 0 0 1-6 6h-8a6 6 0 0 1-6-6z" />
        <path d="M10 34h20" />
      </svg>
    );
    const shape = { aspectRatio: `${width} / ${height}` };
    if (!alt) {
      return (
        <span aria-hidden="true" className={classes(styles.placeholder)} style={shape}>
          {art}
        </span>
      );
    }
    return (
      <span role="img" aria-label={alt} className={classes(styles.placeholder)} style={shape}>
        {art}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      className={classes(styles.image)}
      onError={() => setFailedSrc(src)}
    />
  );
}
