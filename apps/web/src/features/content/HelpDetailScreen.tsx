import { CircleHelp } from 'lucide-react';
import { useId } from 'react';
import { useSearchParams } from 'wouter';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { contentLang } from '../../shared/i18n/language-tags.ts';
import { ROUTE_PATHS } from '../../shared/routes.ts';
import { ButtonLink } from '../../shared/ui/Button.tsx';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { QueryState } from '../../shared/ui/QueryState.tsx';
import { type HelpEntries, useHelpCentre } from './api/get-help-centre.ts';
import styles from './Content.module.css';
import { helpIndex } from './help-index.ts';
import { SafeHtml } from './SafeHtml.tsx';

/** The entry `?i=` selects, with a way back to all topics. */
function HelpEntry({ entries }: { entries: HelpEntries }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const titleId = useId();
  const entry = entries[helpIndex(search.get('i'), entries.length)];
  if (!entry) return <EmptyState icon={CircleHelp} title={t('content.helpEmpty')} />;
  return (
    <article
      className={`${styles.article} ${styles.detail}`}
      aria-labelledby={titleId}
      lang={contentLang(entry.language)}
    >
      <h2 id={titleId} className={styles.articleTitle}>
        {entry.title}
      </h2>
      <SafeHtml html={entry.content} />
      <ButtonLink to={ROUTE_PATHS.help} variant="secondary">
        {t('content.allTopics')}
      </ButtonLink>
    </article>
  );
}

/** /m/helpDetail?i=n: one help entry on a page of its own. */
export default function HelpDetailScreen() {
  return (
    <QueryState query={useHelpCentre()} skeleton="article">
      {(entries) => <HelpEntry entries={entries} />}
    </QueryState>
  );
}
