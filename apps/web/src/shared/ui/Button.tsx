import type { LucideIcon } from 'lucide-react';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'wouter';
import styles from './Button.module.css';
import { Icon } from './Icon.tsx';

type Variant = 'primary' | 'gold' | 'secondary' | 'ghost';

interface Look {
  variant?: Variant;
  size?: 'md' | 'sm';
  block?: boolean;
  icon?: LucideIcon;
  /** The icon points along the reading direction (an arrow): mirrored right to left. */
  flipInRtl?: boolean;
  children?: ReactNode;
}

const classesFor = ({ variant = 'secondary', size = 'md', block = false }: Look, extra?: string): string =>
  [styles.button, styles[variant], styles[size], block ? styles.block : '', extra ?? '']
    .filter(Boolean)
    .join(' ');

type ButtonProps = Look & ButtonHTMLAttributes<HTMLButtonElement>;

export function Button({
  variant,
  size,
  block,
  icon,
  flipInRtl,
  children,
  className,
  type,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type === 'submit' ? 'submit' : 'button'}
      className={classesFor({ variant, size, block }, className)}
      {...rest}
    >
      {icon ? <Icon icon={icon} size={size === 'sm' ? 16 : 18} flipInRtl={flipInRtl} /> : null}
      {children}
    </button>
  );
}

type ButtonLinkProps = Look & { to: string; replace?: boolean } & Omit<
    AnchorHTMLAttributes<HTMLAnchorElement>,
    'href'
  >;

/** A navigation that looks like a button. */
export function ButtonLink({
  variant,
  size,
  block,
  icon,
  flipInRtl,
  children,
  className,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link className={classesFor({ variant, size, block }, className)} {...rest}>
      {icon ? <Icon icon={icon} size={size === 'sm' ? 16 : 18} flipInRtl={flipInRtl} /> : null}
      {children}
    </Link>
  );
}

type IconButtonProps = Omit<ButtonProps, 'children' | 'icon'> & {
  icon: LucideIcon;
  label: string;
};

/** A square icon-only button; `label` is its accessible name. */
export function IconButton({
  icon,
  label,
  flipInRtl,
  variant = 'ghost',
  className,
  ...rest
}: IconButtonProps) {
  return (
    <Button
      variant={variant}
      aria-label={label}
      title={label}
      className={[styles.iconOnly, className ?? ''].join(' ')}
      {...rest}
    >
      <Icon icon={icon} size={22} flipInRtl={flipInRtl} />
    </Button>
  );
}
