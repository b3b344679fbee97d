import type { GameCategory } from '@lobby/contract';
import { CATEGORY_ICONS, gameListPath, menuCategories } from '../../shared/game-categories.ts';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { CdnImage } from '../../shared/ui/CdnImage.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { LOGO_HEIGHT, LOGO_WIDTH } from '../../shared/ui/picture-sizes.ts';
import { QueryState } from '../../shared/ui/QueryState.tsx';
import { useGameVendors, useGameVendorsQuery } from './api/get-game-vendors.ts';
import { CategoryMenu } from './CategoryMenu.tsx';
import GameBrowser from './GameBrowser.tsx';
import styles from './LobbyScreen.module.css';
import { useOpenGame } from './use-game-actions.ts';
import { vendorEntry } from './vendor-summary.ts';

function CategoryVendors({ category }: { category: GameCategory }) {
  const { t } = useTranslation();
  const open = useOpenGame();
  const vendors = useGameVendors()?.mapping[category]?.vendors ?? [];
  if (vendors.length === 0) return null;
  const title = t(`categories.${category}`);
  return (
    <section className={styles.category} aria-label={title}>
      <h2 className={styles.heading}>
        <Icon icon={CATEGORY_ICONS[category]} size={20} />
        <span>{title}</span>
      </h2>
      <ul className={styles.vendors}>
        {vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            <button
              type="button"
              className={styles.vendor}
              onClick={() => open(vendorEntry(category, vendor))}
            >
              <CdnImage
                path={vendor.logoUrl}
                alt=""
                className={styles.logo}
                width={LOGO_WIDTH}
                height={LOGO_HEIGHT}
              />
              <span className={styles.name}>{vendor.displayName}</span>
              <span className={styles.count}>{t('games.count', { count: vendor.gameCount })}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The game lobby: the category menu and every category's vendors (a tap opens the vendor's list or lobby).
 * Focused on a category, it shows that category's vendors and its games.
 */
export function LobbyScreen({ focus }: { focus?: GameCategory }) {
  const vendors = useGameVendorsQuery();
  return (
    <div className={styles.screen}>
      <CategoryMenu current={focus ?? 'LOBBY'} hrefOf={(category) => gameListPath(category)} sticky />
      <QueryState query={vendors} compact={focus !== undefined} skeleton={focus ? 'card' : 'rows'}>
        {({ sorting }) =>
          (focus ? [focus] : menuCategories(sorting)).map((category) => (
            <CategoryVendors key={category} category={category} />
          ))
        }
      </QueryState>
      {focus ? <GameBrowser defaultType={focus} /> : null}
    </div>
  );
}
