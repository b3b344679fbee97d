import { ChevronRight, CircleHelp } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { contentLang } from '../../shared/i18n/language-tags.ts';
import { ROUTE_PATHS } from '../../shared/routes.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { QueryFallback } from '../../shared/ui/QueryState.tsx';
import { useHelpCentre } from '../content/index.ts';
import styles from './HelpNav.module.css';
import { Section } from './Section.tsx';

/** Home's help navigation: the help titles (refetched 200 ms after a language change); item n opens /m/help?i=n. */
export function HelpNav() {
  const { t } = useTranslation();
  const help = useHelpCentre();
  const entries = help.data;
  if (entries?.length === 0) return null;
  return (
    <Section title={t('routes.help')} icon={CircleHelp} viewAll={ROUTE_PATHS.help}>
      {help.isError && !entries ? <QueryFallback query={help} compact /> : null}
      <ul className={styles.list}>
        {(entries ?? []).map((entry, index) => (
          <li key={entry.id}>
            <Link to={`${ROUTE_PATHS.help}?i=${index}`} className={styles.item}>
              <span lang={contentLang(entry.language)}>{entry.title}</span>
              <Icon icon={ChevronRight} size={16} flipInRtl />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
