import { Search } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { SearchPopup } from '../games/index.ts';
import { homeFilterPath } from './home-rules.ts';
import styles from './SearchBox.module.css';

/** Looks like a search field; tapping it opens the search popup (loaded then). */
export function SearchBox() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.box} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Icon icon={Search} className={styles.icon} />
        <span>{t('home.searchPlaceholder')}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SearchPopup onClose={() => setOpen(false)} allResultsPath={homeFilterPath} />
        </Suspense>
      ) : null}
    </>
  );
}
