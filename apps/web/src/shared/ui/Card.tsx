import type { FormHTMLAttributes, ReactNode } from 'react';
import styles from './Card.module.css';

type CardProps = Omit<FormHTMLAttributes<HTMLElement>, 'className'> & {
  /** A form card submits; a section card only groups. */
  as?: 'section' | 'form';
  heading?: ReactNode;
  /** For an aria-labelledby that names the card by its heading. */
  headingId?: string;
};

/** A raised block of a screen, with an optional heading first. */
export function Card({ as: Tag = 'section', heading, headingId, children, ...rest }: CardProps) {
  return (
    <Tag className={styles.card} {...rest}>
      {heading ? (
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
      ) : null}
      {children}
    </Tag>
  );
}
