import type { CSSProperties } from 'react';
import * as styles from './Skeleton.css';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
  aspectRatio?: CSSProperties['aspectRatio'];
  className?: string;
}

/** A placeholder block shaped like the content it stands in for; hidden from assistive tech. */
export function Skeleton({
  width = '100%',
  height = '1em',
  radius,
  aspectRatio,
  className,
}: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-skeleton=""
      className={className ? `${styles.root} ${className}` : styles.root}
      style={{ width, height, borderRadius: radius, aspectRatio }}
    />
  );
}
