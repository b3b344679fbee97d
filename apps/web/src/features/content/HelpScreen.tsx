import { BookOpen, CircleHelp } from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'wouter';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { contentLang } from '../../shared/i18n/language-tags.ts';
import { ROUTE_PATHS } from '../../shared/routes.ts';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { QueryFallback } from '../../shared/ui/QueryState.tsx';
import { useHelpCentre } from './api/get-help-centre.ts';
import styles from './Content.module.css';
import { helpIndex } from './help-index.ts';
import { SafeHtml } from './SafeHtml.tsx';

/** /m/help?i=n: the menu of titles beside the chosen entry's HTML; i selects, default 0. */
export default function HelpScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const help = useHelpCentre();
  const entries = help.data;
  const titleId = useId();

  if (!entries) return <QueryFallback query={help} skeleton="article" />;
  if (entries.length === 0) {
    return (
      <EmptyState icon={CircleHelp} title={t('content.helpEmpty')} description={t('content.helpEmptyText')} />
    );
  }
  const active = helpIndex(search.get('i'), entries.length);
  const entry = entries[active] ?? entries[0];
  return (
    <div className={styles.help}>
      <nav aria-label={t('content.helpTopics')} className={styles.helpMenu}>
        <ul>
          {entries.map((item, index) => (
            <li key={item.id} lang={contentLang(item.language)}>
              <Link
                to={`${ROUTE_PATHS.help}?i=${index}`}
                replace
                className={styles.helpLink}
                aria-current={index === active ? 'page' : undefined}
              >
                {item.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {entry ? (
        <article className={styles.article} aria-labelledby={titleId} lang={contentLang(entry.language)}>
          <h2 id={titleId} className={styles.articleTitle}>
            <Icon icon={BookOpen} size={18} />
            {entry.title}
          </h2>
          <SafeHtml html={entry.content} />
        </article>
      ) : null}
    </div>
  );
}
