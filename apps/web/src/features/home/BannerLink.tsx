import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** A banner's link: paths of this app navigate in the app, other addresses open in a new tab. */
export function BannerLink({
  url,
  className,
  children,
}: {
  url: string;
  className?: string;
  children: ReactNode;
}) {
  return url.startsWith('/') && !url.startsWith('//') ? (
    <Link to={url} className={className}>
      {children}
    </Link>
  ) : (
    <a href={url} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
