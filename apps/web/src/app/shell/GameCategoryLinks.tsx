import { type GameCategory, SUB_CLASSIFIED_CATEGORIES } from '@lobby/contract';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { useGameVendors } from '../../features/games/index.ts';
import { CATEGORY_ICONS, gameListPath, menuCategories } from '../../shared/game-categories.ts';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import styles from './SideMenu.module.css';

function ExpandableCategory({
  category,
  classifications,
  onNavigate,
}: {
  category: GameCategory;
  classifications: readonly string[];
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  return (
    <li>
      <button
        type="button"
        className={styles.item}
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setExpanded((value) => !value)}
      >
        <Icon icon={CATEGORY_ICONS[category]} />
        <span className={styles.label}>{t(`categories.${category}`)}</span>
        <Icon icon={ChevronDown} className={expanded ? styles.chevronOpen : styles.chevron} />
      </button>
      <ul id={panelId} hidden={!expanded} className={styles.subList}>
        <li>
          <Link to={gameListPath(category)} className={styles.subItem} onClick={onNavigate}>
            {t('sideMenu.allInCategory', { category: t(`categories.${category}`) })}
          </Link>
        </li>
        {classifications.map((name) => (
          <li key={name}>
            <Link
              to={gameListPath(category, { gameClassify: name })}
              className={styles.subItem}
              onClick={onNavigate}
            >
              {name}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The in-house entry, then one entry per game category in the server's sorting order; RNG, LIVE and FISH
 * open into their sub-classifications from the vendor mapping.
 */
export function GameCategoryLinks({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const data = useGameVendors();
  const categories: GameCategory[] = [
    'INHOUSE',
    ...(data ? menuCategories(data.sorting) : []).filter((category) => category !== 'INHOUSE'),
  ];
  return (
    <ul className={styles.list} aria-label={t('sideMenu.games')}>
      {categories.map((category) =>
        SUB_CLASSIFIED_CATEGORIES.includes(category) ? (
          <ExpandableCategory
            key={category}
            category={category}
            classifications={data?.mapping[category]?.gameClassify ?? []}
            onNavigate={onNavigate}
          />
        ) : (
          <li key={category}>
            <Link to={gameListPath(category)} className={styles.item} onClick={onNavigate}>
              <Icon icon={CATEGORY_ICONS[category]} />
              <span className={styles.label}>{t(`categories.${category}`)}</span>
            </Link>
          </li>
        ),
      )}
    </ul>
  );
}
