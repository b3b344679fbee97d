import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PhoneFrame } from '../content/index.ts';
import styles from './HomeDisplays.module.css';
import { NumberSetting, SwitchSetting } from './SettingControls.tsx';
import settingsStyles from './Settings.module.css';
import type { SectionProps } from './section-props.ts';
import { problemAt } from './settings-draft.ts';

const JACKPOT_AMOUNTS = ['start', 'maximum', 'stepMin', 'stepMax'] as const;
const JACKPOT_SECONDS = ['intervalMinSeconds', 'intervalMaxSeconds'] as const;

/** Home's jackpot and winner board as a player sees them with these settings (a number, not the roller). */
function HomePreview({ draft }: Pick<SectionProps, 'draft'>) {
  const { t, i18n } = useTranslation();
  const { jackpot, winnerBoard, currency } = draft.config;
  const money = (value: number) =>
    `${currency.symbol}${new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)}`;
  return (
    <PhoneFrame screen={t('settings.home.preview.screen')} caption={t('settings.home.preview.caption')}>
      {jackpot.shown ? (
        <div className={styles.jackpot}>
          <p className={styles.jackpotTitle}>{t('settings.home.preview.jackpot')}</p>
          <p className={styles.jackpotValue}>{money(jackpot.start)}</p>
          <p className={styles.caption}>
            {t('settings.home.preview.jackpotSteps', {
              min: money(jackpot.stepMin),
              max: money(jackpot.stepMax),
              from: jackpot.intervalMinSeconds,
              to: jackpot.intervalMaxSeconds,
              maximum: money(jackpot.maximum),
            })}
          </p>
        </div>
      ) : (
        <p className={styles.caption}>{t('settings.home.preview.jackpotHidden')}</p>
      )}
      {winnerBoard.shown ? (
        <div className={styles.board}>
          <p className={styles.boardTitle}>
            <Trophy aria-hidden size={16} />
            {t('settings.home.preview.winners')}
          </p>
          <p className={styles.caption}>
            {winnerBoard.minimumWin > 0
              ? t('settings.home.preview.winnersAtLeast', {
                  count: winnerBoard.size,
                  amount: money(winnerBoard.minimumWin),
                })
              : t('settings.home.preview.winnersAll', { count: winnerBoard.size })}
          </p>
        </div>
      ) : (
        <p className={styles.caption}>{t('settings.home.preview.winnersHidden')}</p>
      )}
    </PhoneFrame>
  );
}

/**
 * Home's winner board (shown, how many wins, the smallest win) and decorative jackpot counter (shown, start,
 * maximum, step, interval), with a phone preview (decision 0062).
 */
export function HomeDisplaysSection({ draft, problems, change }: SectionProps) {
  const { t } = useTranslation();
  const { winnerBoard, jackpot, currency } = draft.config;
  return (
    <section className={`${settingsStyles.section} ${styles.wide}`} aria-labelledby="settings-home">
      <h2 id="settings-home">{t('settings.sections.home')}</h2>
      <div className={styles.layout}>
        <div className={styles.fields}>
          <fieldset className={styles.group}>
            <legend>{t('settings.home.winnerBoard')}</legend>
            <SwitchSetting
              label={t('settings.home.winnerBoardShown')}
              checked={winnerBoard.shown}
              onChange={(on) => change('config.winnerBoard.shown', on)}
            />
            <div className={settingsStyles.grid}>
              <NumberSetting
                label={t('settings.home.size')}
                hint={t('settings.home.sizeHint')}
                value={winnerBoard.size}
                problem={problemAt(problems, 'config.winnerBoard.size')}
                onChange={(size) => change('config.winnerBoard.size', size)}
              />
              <NumberSetting
                label={t('settings.home.minimumWin')}
                hint={t('settings.home.minimumWinHint', { currency: currency.code })}
                step={0.01}
                value={winnerBoard.minimumWin}
                problem={problemAt(problems, 'config.winnerBoard.minimumWin')}
                onChange={(amount) => change('config.winnerBoard.minimumWin', amount)}
              />
            </div>
          </fieldset>
          <fieldset className={styles.group}>
            <legend>{t('settings.home.jackpot')}</legend>
            <p className={settingsStyles.note}>{t('settings.home.jackpotNote')}</p>
            <SwitchSetting
              label={t('settings.home.jackpotShown')}
              checked={jackpot.shown}
              onChange={(on) => change('config.jackpot.shown', on)}
            />
            <div className={settingsStyles.grid}>
              {JACKPOT_AMOUNTS.map((field) => (
                <NumberSetting
                  key={field}
                  label={t(`settings.home.${field}`)}
                  hint={t(`settings.home.${field}Hint`)}
                  step={0.01}
                  value={jackpot[field]}
                  problem={problemAt(problems, `config.jackpot.${field}`)}
                  onChange={(amount) => change(`config.jackpot.${field}`, amount)}
                />
              ))}
              {JACKPOT_SECONDS.map((field) => (
                <NumberSetting
                  key={field}
                  label={t(`settings.home.${field}`)}
                  hint={t('settings.home.secondsHint')}
                  value={jackpot[field]}
                  problem={problemAt(problems, `config.jackpot.${field}`)}
                  onChange={(seconds) => change(`config.jackpot.${field}`, seconds)}
                />
              ))}
            </div>
          </fieldset>
        </div>
        <HomePreview draft={draft} />
      </div>
    </section>
  );
}
