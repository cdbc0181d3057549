import type { ReactNode } from 'react';
import { Link } from '../../link/LinkProvider';
import * as styles from './Banner.css';

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  href?: string;
}

export interface BannerProps {
  title: string;
  /** Breadcrumb trail such as Home | Cart. */
  crumbs?: readonly Crumb[];
  /** A background image; text turns white over a dark scrim. */
  image?: string;
  children?: ReactNode;
  breadcrumbLabel?: string;
  /**
   * A slim strip on phones, so a listing's products start on the first screen; the full banner
   * from the md breakpoint up.
   */
  compact?: boolean;
}

/** The page banner: title, breadcrumb trail and optional background image. */
export function Banner({
  title,
  crumbs,
  image,
  children,
  breadcrumbLabel = 'Breadcrumb',
  compact = false,
}: BannerProps) {
  const className = [styles.root, image ? styles.withImage : null, compact ? styles.compact : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className} style={image ? { backgroundImage: `url("${image}")` } : undefined}>
      <h1 className={styles.title}>{title}</h1>
      {crumbs && crumbs.length > 0 ? (
        <nav aria-label={breadcrumbLabel}>
          <ol className={styles.crumbs}>
            {crumbs.map((crumb, index) => (
              <li key={crumb.label}>
                {crumb.href ? (
                  <Link href={crumb.href} className={styles.crumbLink}>
                    {crumb.label}
                  </Link>
                ) : (
                  <span aria-current="page">{crumb.label}</span>
                )}
                {index < crumbs.length - 1 ? (
                  <span aria-hidden="true" className={styles.separator}>
                    |
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {children ? <div className={styles.body}>{children}</div> : null}
    </div>
  );
}
