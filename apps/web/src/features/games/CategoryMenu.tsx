import type { GameCategory } from '@lobby/contract';
import { LayoutGrid } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'wouter';
import { CATEGORY_ICONS, menuCategories } from '../../shared/game-categories.ts';
import { useCentreCurrent } from '../../shared/hooks/use-centre-current.ts';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { HOME_PATH } from '../../shared/routes.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { useGameVendors } from './api/get-game-vendors.ts';
import styles from './CategoryMenu.module.css';

interface CategoryMenuProps {
  /** The entry shown as current: the lobby or a category. */
  current: GameCategory | 'LOBBY' | undefined;
  /** Where a category goes (home: its list mode; the game list: that category). */
  hrefOf: (category: GameCategory) => string;
  /** Sticks below the top bar while the list scrolls. */
  sticky?: boolean;
}

/** The category menu: lobby, the server's categories in their order, in-house after PVP. */
export function CategoryMenu({ current, hrefOf, sticky = false }: CategoryMenuProps) {
  const { t } = useTranslation();
  const sorting = useGameVendors()?.sorting;
  const categories = sorting ? menuCategories(sorting) : [];
  const list = useRef<HTMLUListElement>(null);
  useCentreCurrent(list, `${current}:${categories.length}`);
  const entry = (key: GameCategory | 'LOBBY', to: string, icon: typeof LayoutGrid) => (
    <li key={key}>
      <Link to={to} className={styles.chip} aria-current={current === key ? 'page' : undefined}>
        <Icon icon={icon} size={18} />
        <span>{t(`categories.${key}`)}</span>
      </Link>
    </li>
  );
  return (
    <nav
      aria-label={t('home.categoryMenu')}
      className={sticky ? `${styles.menu} ${styles.sticky}` : styles.menu}
    >
      <ul ref={list} className={styles.chips}>
        {entry('LOBBY', HOME_PATH, LayoutGrid)}
        {categories.map((category) => entry(category, hrefOf(category), CATEGORY_ICONS[category]))}
      </ul>
    </nav>
  );
}
