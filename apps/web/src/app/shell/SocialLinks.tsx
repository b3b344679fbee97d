import type { SocialLinks as Links, SocialKind } from '@lobby/contract';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { SocialIcon } from './SocialIcon.tsx';
import styles from './SocialLinks.module.css';

interface SocialLinksProps {
  links: Links;
  /** Which kinds may appear, in order; only those with a configured link are shown. */
  kinds: readonly SocialKind[];
}

export function SocialLinks({ links, kinds }: SocialLinksProps) {
  const { t } = useTranslation();
  const configured = kinds.filter((kind) => links[kind]);
  if (configured.length === 0) return null;
  return (
    <ul className={styles.row} aria-label={t('social.title')}>
      {configured.map((kind) => (
        <li key={kind}>
          <a
            className={`${styles.link} ${styles[kind]}`}
            href={links[kind]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t(`social.${kind}`)}
          >
            <SocialIcon kind={kind} />
          </a>
        </li>
      ))}
    </ul>
  );
}
