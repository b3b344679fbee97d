import { LEADERBOARD_PERIODS, LEADERBOARD_SIZE } from '@lobby/contract';
import { Award, Medal, Trophy } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { useSession } from '../../shared/session.ts';
import { useSystemStatus } from '../../shared/system-status.ts';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import rowStyles from '../../shared/ui/ItemRow.module.css';
import { QueryFallback } from '../../shared/ui/QueryState.tsx';
import { Screen } from '../../shared/ui/Screen.tsx';
import { type LeaderBoardPeriod, useLeaderBoard } from './api/get-leader-board.ts';
import { FeatureUnavailable } from './FeatureUnavailable.tsx';
import styles from './Promotions.module.css';
import { useMoney } from './use-money.ts';

const MEDALS = [Trophy, Medal, Award] as const;

function Board({ period }: { period: LeaderBoardPeriod }) {
  const { t } = useTranslation();
  const money = useMoney();
  const signedIn = useSession() !== undefined;
  const board = useLeaderBoard(period, true);
  if (!board.data) {
    return <QueryFallback query={board} />;
  }
  const { list, me } = board.data;
  return (
    <>
      {signedIn ? (
        <p className={`${styles.rank} ${styles.me}`}>
          <span className={styles.place}>{me ? me.rank : '–'}</span>
          <span>{me ? t('promotions.myRank', { rank: me.rank }) : t('promotions.notRanked')}</span>
          {me ? <span className={rowStyles.money}>{money(me.score)}</span> : null}
        </p>
      ) : null}
      {list.length === 0 ? (
        <EmptyState icon={Trophy} title={t('promotions.boardEmpty')} />
      ) : (
        <ol className={styles.list} aria-label={t('promotions.topPlayers', { count: LEADERBOARD_SIZE })}>
          {list.map((entry, index) => {
            const medal = entry.rank <= MEDALS.length ? MEDALS[entry.rank - 1] : undefined;
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: ranks and masked names repeat; the list is replaced whole
                key={index}
                className={entry.mine ? `${styles.rank} ${styles.me}` : styles.rank}
                aria-current={entry.mine ? 'true' : undefined}
              >
                <span className={styles.place} data-medal={medal ? entry.rank : undefined}>
                  {medal ? <Icon icon={medal} size={24} /> : <span aria-hidden="true">{entry.rank}</span>}
                  <span className="visually-hidden">{t('promotions.rankLabel', { rank: entry.rank })}</span>
                </span>
                <span className={rowStyles.title}>
                  {entry.name}
                  {entry.mine ? <span className={styles.you}>{t('promotions.you')}</span> : null}
                </span>
                <span className={rowStyles.money}>{money(entry.score)}</span>
              </li>
            );
          })}
        </ol>
      )}
    </>
  );
}

/** /m/leaderBoard: top bettors by stake, today and this week, when the MISSION promo is on. */
export default function LeaderBoardScreen() {
  const { t } = useTranslation();
  const enabled = useSystemStatus().info.promotions.MISSION?.enabled === true;
  const [period, setPeriod] = useState<LeaderBoardPeriod>('daily');
  const id = useId();
  if (!enabled) return <FeatureUnavailable icon={Trophy} />;
  return (
    <Screen>
      <div className={styles.tabs} role="tablist" aria-label={t('promotions.period')}>
        {LEADERBOARD_PERIODS.map((entry) => (
          <button
            key={entry}
            type="button"
            role="tab"
            id={`${id}-${entry}`}
            aria-selected={entry === period}
            aria-controls={`${id}-panel`}
            tabIndex={entry === period ? 0 : -1}
            className={styles.tab}
            onClick={() => setPeriod(entry)}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
              const next = LEADERBOARD_PERIODS.find((other) => other !== entry) ?? entry;
              setPeriod(next);
              document.getElementById(`${id}-${next}`)?.focus();
            }}
          >
            {t(`promotions.periods.${entry}`)}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${period}`} className={styles.list}>
        <Board key={period} period={period} />
      </div>
    </Screen>
  );
}
