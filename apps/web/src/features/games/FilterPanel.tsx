import type { GameCategory } from '@lobby/contract';
import { Check, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { CATEGORY_ICONS, menuCategories } from '../../shared/game-categories.ts';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { CdnImage } from '../../shared/ui/CdnImage.tsx';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { LOGO_HEIGHT, LOGO_WIDTH } from '../../shared/ui/picture-sizes.ts';
import { useGameVendors } from './api/get-game-vendors.ts';
import { categoryDestination, hasRngOptions, MIN_BET_CHOICES, otherCategories } from './browse-rules.ts';
import type { BrowseState } from './browse-state.ts';
import styles from './FilterPanel.module.css';

interface FilterPanelProps {
  gameType: GameCategory;
  state: BrowseState;
  onApply: (next: Pick<BrowseState, 'vendors' | 'gameClassify' | 'minBet'>) => void;
  onClose: () => void;
}

function Choice({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: string }) {
  return (
    <button type="button" className={styles.choice} aria-pressed={pressed} onClick={onClick}>
      {children}
    </button>
  );
}

/**
 * The game filter panel: vendor toggles; game type and minimum bet only for RNG; submit and reset; and the
 * other categories (ELOTT left out; LOTT opens the lottery screen).
 */
export default function FilterPanel({ gameType, state, onApply, onClose }: FilterPanelProps) {
  const { t } = useTranslation();
  const data = useGameVendors();
  const mapping = data?.mapping[gameType];
  const [vendors, setVendors] = useState<readonly string[]>(state.vendors);
  const [classify, setClassify] = useState(state.gameClassify);
  const [minBet, setMinBet] = useState(state.minBet);
  const rng = hasRngOptions(gameType);
  const classifications = mapping?.gameClassify ?? [];
  const isClassification = classifications.includes(classify);

  const toggleVendor = (code: string) =>
    setVendors(vendors.includes(code) ? vendors.filter((vendor) => vendor !== code) : [...vendors, code]);
  const reset = () => {
    setVendors([]);
    setMinBet(undefined);
    if (isClassification) setClassify('all');
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('games.filterTitle')}
      placement="sheet"
      actions={
        <>
          <Button icon={RotateCcw} onClick={reset}>
            {t('games.reset')}
          </Button>
          <Button
            variant="gold"
            icon={Check}
            onClick={() => onApply({ vendors: [...vendors], gameClassify: classify, minBet })}
          >
            {t('games.apply')}
          </Button>
        </>
      }
    >
      <div className={styles.panel}>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('games.providers')}</legend>
          <ul className={styles.vendors}>
            {(mapping?.vendors ?? []).map((vendor) => (
              <li key={vendor.vassalage}>
                <button
                  type="button"
                  className={styles.vendor}
                  aria-pressed={vendors.includes(vendor.vassalage)}
                  onClick={() => toggleVendor(vendor.vassalage)}
                >
                  <CdnImage
                    path={vendor.logoUrl}
                    alt=""
                    className={styles.logo}
                    width={LOGO_WIDTH}
                    height={LOGO_HEIGHT}
                  />
                  <span className={styles.vendorName}>{vendor.displayName}</span>
                  <span className={styles.vendorCount}>{vendor.gameCount}</span>
                </button>
              </li>
            ))}
          </ul>
        </fieldset>

        {rng ? (
          <>
            <fieldset className={styles.group}>
              <legend className={styles.legend}>{t('games.gameType')}</legend>
              <div className={styles.choices}>
                <Choice pressed={!isClassification} onClick={() => setClassify('all')}>
                  {t('games.classify.all')}
                </Choice>
                {classifications.map((name) => (
                  <Choice key={name} pressed={classify === name} onClick={() => setClassify(name)}>
                    {name}
                  </Choice>
                ))}
              </div>
            </fieldset>
            <fieldset className={styles.group}>
              <legend className={styles.legend}>{t('games.minBet')}</legend>
              <div className={styles.choices}>
                {MIN_BET_CHOICES.map((choice) => (
                  <Choice
                    key={choice}
                    pressed={choice === 'all' ? minBet === undefined : minBet === choice}
                    onClick={() => setMinBet(choice === 'all' ? undefined : choice)}
                  >
                    {choice === 'all' ? t('games.classify.all') : String(choice)}
                  </Choice>
                ))}
              </div>
            </fieldset>
          </>
        ) : null}

        <nav className={styles.group} aria-label={t('games.otherCategories')}>
          <h3 className={styles.legend}>{t('games.otherCategories')}</h3>
          <ul className={styles.categories}>
            {otherCategories(data ? menuCategories(data.sorting) : [], gameType).map((category) => (
              <li key={category}>
                <Link to={categoryDestination(category)} className={styles.category} onClick={onClose}>
                  <Icon icon={CATEGORY_ICONS[category]} size={18} />
                  <span>{t(`categories.${category}`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </Dialog>
  );
}
