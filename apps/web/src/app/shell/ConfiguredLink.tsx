import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { destinationOf } from '../../shared/member-rules.ts';

interface ConfiguredLinkProps {
  /** A link from the merchant's configuration: a path of this site or an outside address. */
  url: string;
  className?: string;
  /** Accessible name, for links that show only an icon. */
  label?: string;
  onClick?: () => void;
  children: ReactNode;
}

/** Paths of this site navigate in the app; outside addresses open in a new tab. */
export function ConfiguredLink({ url, className, label, onClick, children }: ConfiguredLinkProps) {
  const destination = destinationOf(url);
  if (destination.kind === 'route') {
    return (
      <Link to={destination.path} className={className} aria-label={label} title={label} onClick={onClick}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={url}
      className={className}
      aria-label={label}
      title={label}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
    >
      {children}
    </a>
  );
}
