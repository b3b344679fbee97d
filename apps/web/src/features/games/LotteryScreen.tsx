import type { Lottery } from '@lobby/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Clock, Ticket } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { Header } from '../../shared/ui/FrameHeader.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { QueryState } from '../../shared/ui/QueryState.tsx';
import { useLotteryMenu } from './api/get-lottery-menu.ts';
import { useNumero } from './api/get-numero.ts';
import { useRecentVnLottery } from './api/get-recent-vn-lottery.ts';
import styles from './LotteryScreen.module.css';
import { useOpenGame } from './use-game-actions.ts';
import { countdownText, useNow } from './use-now.ts';

/** The latest drawn numbers of each lottery: the special prize of a VN draw, or a numero draw's numbers. */
function useLatestNumbers(): Map<string, { issue: string; numbers: string[] }> {
  const recent = useRecentVnLottery().data?.results ?? [];
  const numero = useNumero().data?.draws ?? [];
  const latest = new Map<string, { issue: string; numbers: string[] }>();
  for (const draw of numero) {
    if (!latest.has(draw.lotteryCode)) {
      latest.set(draw.lotteryCode, { issue: draw.issue, numbers: draw.numbers.map(String) });
    }
  }
  for (const result of recent) {
    if (!latest.has(result.lotteryCode)) {
      latest.set(result.lotteryCode, { issue: result.issue, numbers: result.prizes[0]?.numbers ?? [] });
    }
  }
  return latest;
}

/** How long after a draw its result and the next issue are asked for (the server settles the draw first). */
const DRAW_SETTLE_MS = 1500;
/** setTimeout's longest delay. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * Refetches the lottery queries (menu, results) once each time the earliest pending draw passes, so the
 * cards move on to the next issue and show the new result instead of counting down at 0:00.
 */
function useRefetchAfterDraws(lotteries: Lottery[]): void {
  const client = useQueryClient();
  const [handled, setHandled] = useState(Number.NEGATIVE_INFINITY);
  const draws = lotteries.map((lottery) => Date.parse(lottery.nextDrawAt)).join(',');
  useEffect(() => {
    const next = Math.min(
      ...draws
        .split(',')
        .map(Number)
        .filter((time) => Number.isFinite(time) && time > handled),
    );
    if (!Number.isFinite(next)) return;
    const delay = Math.min(MAX_DELAY_MS, Math.max(0, next - Date.now()) + DRAW_SETTLE_MS);
    const timer = setTimeout(() => {
      setHandled(next);
      void client.invalidateQueries({ queryKey: ['lottery'] });
    }, delay);
    return () => clearTimeout(timer);
  }, [draws, handled, client]);
}

function LotteryCard({
  lottery,
  now,
  latest,
}: {
  lottery: Lottery;
  now: number;
  latest: { issue: string; numbers: string[] } | undefined;
}) {
  const { t } = useTranslation();
  const open = useOpenGame();
  const name = t(lottery.nameCode, { defaultValue: lottery.lotteryCode });
  return (
    <li>
      <button
        type="button"
        className={styles.card}
        onClick={() =>
          open({
            nodeId: '',
            gameId: lottery.lotteryCode,
            gameType: 'LOTT',
            vassalage: lottery.vendor,
            gameCode: lottery.lotteryCode,
            gameGroupId: lottery.gameGroupId,
            lottoMode: null,
            supportPlay: 1,
          })
        }
      >
        <span className={styles.name}>{name}</span>
        <span className={styles.countdown}>
          <Icon icon={Clock} size={16} />
          <span>{t('lottery.nextDraw', { time: countdownText(Date.parse(lottery.nextDrawAt), now) })}</span>
        </span>
        <span className={styles.issue}>{t('lottery.issue', { issue: lottery.currentIssue })}</span>
        {latest ? (
          <span className={styles.result}>
            <span className="visually-hidden">{t('lottery.latest', { issue: latest.issue })}</span>
            {latest.numbers.map((number, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: numbers may repeat; their place is their identity.
              <span key={index} className={styles.ball}>
                {number}
              </span>
            ))}
          </span>
        ) : null}
      </button>
    </li>
  );
}

/** /m/lottery: the lotteries by group, each with its next draw and latest result; a tap opens it. */
export default function LotteryScreen() {
  const { t } = useTranslation();
  const menu = useLotteryMenu();
  const latest = useLatestNumbers();
  const now = useNow();
  const groups = menu.data?.groups.filter((group) => group.lotteries.length > 0);
  useRefetchAfterDraws(groups?.flatMap((group) => group.lotteries) ?? []);
  return (
    <>
      <Header />
      <div className={styles.screen}>
        <QueryState query={menu}>
          {() =>
            !groups?.length ? (
              <EmptyState icon={Ticket} title={t('lottery.empty')} />
            ) : (
              groups.map((group) => (
                <section
                  key={group.groupId}
                  className={styles.group}
                  aria-label={t(group.nameCode, { defaultValue: group.groupId })}
                >
                  <h2 className={styles.heading}>{t(group.nameCode, { defaultValue: group.groupId })}</h2>
                  <ul className={styles.list}>
                    {group.lotteries.map((lottery) => (
                      <LotteryCard
                        key={lottery.lotteryCode}
                        lottery={lottery}
                        now={now}
                        latest={latest.get(lottery.lotteryCode)}
                      />
                    ))}
                  </ul>
                </section>
              ))
            )
          }
        </QueryState>
      </div>
    </>
  );
}
