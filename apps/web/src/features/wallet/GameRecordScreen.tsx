import { GAME_CATEGORIES, type GameCategory, type GameRecord } from '@lobby/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useId, useState } from 'react';
import { useMemberGate } from '../../shared/hooks/use-member-gate.ts';
import { useLanguage, useTranslation } from '../../shared/i18n/i18n.ts';
import { languageTag } from '../../shared/i18n/language-tags.ts';
import { useSession } from '../../shared/session.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import fieldStyles from '../../shared/ui/Field.module.css';
import rowStyles from '../../shared/ui/ItemRow.module.css';
import { QueryFallback } from '../../shared/ui/QueryState.tsx';
import { Screen } from '../../shared/ui/Screen.tsx';
import { gameRecordsQuery } from './api/get-game-records.ts';
import {
  type DateRange,
  isoDate,
  presetRange,
  RANGE_PRESETS,
  type RangePreset,
  rangeProblem,
} from './date-range.ts';
import { formatMoney } from './money-format.ts';
import styles from './Wallet.module.css';

const signedClass = (amount: number): string =>
  amount > 0 ? (styles.positive ?? '') : amount < 0 ? (styles.negative ?? '') : '';

function Figures({ bet, win, net }: { bet: number; win: number; net: number }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.figures}>
      <div>
        <dt>{t('records.bet')}</dt>
        <dd>{formatMoney(bet)}</dd>
      </div>
      <div>
        <dt>{t('records.win')}</dt>
        <dd>{formatMoney(win)}</dd>
      </div>
      <div>
        <dt>{t('records.net')}</dt>
        <dd className={signedClass(net)}>{formatMoney(net)}</dd>
      </div>
    </dl>
  );
}

function RecordRow({ record, locale }: { record: GameRecord; locale: string }) {
  const { t } = useTranslation();
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li className={rowStyles.row} aria-label={record.gameName}>
      <span className={rowStyles.title}>{record.gameName}</span>
      <span className={styles.badge} data-status={record.status}>
        {t(`records.status.${record.status}`)}
      </span>
      <span className={styles.muted}>{time.format(new Date(record.betAt))}</span>
      <span className={styles.muted}>
        {t(`categories.${record.gameType}`, { defaultValue: record.gameType })}
      </span>
      <Figures bet={record.betAmount} win={record.winAmount} net={record.netAmount} />
    </li>
  );
}

/** /m/gameRecord: the member's bets by date range and category, with the range's totals. */
export default function GameRecordScreen() {
  const { t } = useTranslation();
  const gate = useMemberGate();
  const token = useSession()?.token ?? '';
  const language = useLanguage();
  const locale = languageTag(language);
  const categoryId = useId();
  const [preset, setPreset] = useState<RangePreset | undefined>('today');
  const [range, setRange] = useState<DateRange>(() => presetRange('today', new Date()));
  const [gameType, setGameType] = useState<GameCategory>();
  const problem = rangeProblem(range);
  const query = useInfiniteQuery({
    ...gameRecordsQuery(token, {
      ...range,
      gameType,
      utcOffset: -new Date().getTimezoneOffset(),
      language,
    }),
    enabled: gate !== 'guest' && problem === undefined,
  });
  const pages = query.data?.pages;
  const records = pages?.flatMap((page) => page.records);
  const totals = pages?.[0]?.totals;
  const today = isoDate(new Date());

  const choosePreset = (next: RangePreset) => {
    setPreset(next);
    setRange(presetRange(next, new Date()));
  };
  const chooseDate = (patch: Partial<DateRange>) => {
    setPreset(undefined);
    setRange({ ...range, ...patch });
  };

  return (
    <Screen>
      <Card aria-label={t('records.filters')}>
        <fieldset className={styles.group}>
          <legend className="visually-hidden">{t('records.period')}</legend>
          <div className={styles.chips}>
            {RANGE_PRESETS.map((entry) => (
              <button
                key={entry}
                type="button"
                className={styles.chip}
                aria-pressed={preset === entry}
                onClick={() => choosePreset(entry)}
              >
                {t(`records.preset.${entry}`)}
              </button>
            ))}
          </div>
        </fieldset>
        <div className={styles.dates}>
          <label className={fieldStyles.field}>
            <span className={fieldStyles.label}>{t('records.from')}</span>
            <input
              type="date"
              className={fieldStyles.control}
              value={range.startDate}
              max={today}
              onChange={(event) => chooseDate({ startDate: event.target.value })}
            />
          </label>
          <label className={fieldStyles.field}>
            <span className={fieldStyles.label}>{t('records.to')}</span>
            <input
              type="date"
              className={fieldStyles.control}
              value={range.endDate}
              max={today}
              onChange={(event) => chooseDate({ endDate: event.target.value })}
            />
          </label>
        </div>
        {problem ? (
          <p className={fieldStyles.error} role="alert">
            {t(problem === 'order' ? 'records.rangeOrder' : 'errors.date_range_invalid')}
          </p>
        ) : null}
        <div className={fieldStyles.field}>
          <label htmlFor={categoryId} className={fieldStyles.label}>
            {t('records.category')}
          </label>
          <select
            id={categoryId}
            className={fieldStyles.control}
            value={gameType ?? ''}
            onChange={(event) => setGameType((event.target.value || undefined) as GameCategory | undefined)}
          >
            <option value="">{t('records.allCategories')}</option>
            {GAME_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`categories.${category}`)}
              </option>
            ))}
          </select>
        </div>
      </Card>

      {totals ? (
        <section className={rowStyles.row} aria-label={t('records.totals')}>
          <span className={rowStyles.title}>{t('records.totals')}</span>
          <span className={styles.muted}>{t('records.betCount', { count: totals.count })}</span>
          <Figures bet={totals.betAmount} win={totals.winAmount} net={totals.netAmount} />
        </section>
      ) : null}

      {problem ? null : !records ? (
        <QueryFallback query={query} />
      ) : records.length === 0 ? (
        <EmptyState icon={History} title={t('records.empty')} description={t('records.emptyText')} />
      ) : (
        <>
          <ul className={styles.list} aria-label={t('records.list')}>
            {records.map((record) => (
              <RecordRow key={record.roundId} record={record} locale={locale} />
            ))}
          </ul>
          {query.hasNextPage ? (
            <Button block disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
              {t('records.more')}
            </Button>
          ) : null}
        </>
      )}
    </Screen>
  );
}
