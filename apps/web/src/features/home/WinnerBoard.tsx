import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Trophy } from 'lucide-react';
import { type CSSProperties, useRef } from 'react';
import { useInView } from '../../shared/hooks/use-in-view.ts';
import { useOnScreen } from '../../shared/hooks/use-on-screen.ts';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { useSystemStatus } from '../../shared/system-status.ts';
import { CdnImage } from '../../shared/ui/CdnImage.tsx';
import { type WinnerList, winnerBoardQuery } from '../content/index.ts';
import { winnerBoardScrolls } from './home-rules.ts';
import { Section } from './Section.tsx';
import styles from './WinnerBoard.module.css';

/** Seconds each winner takes to pass while the board scrolls. */
const SECONDS_PER_ROW = 2.2;

function Rows({ list, hidden = false }: { list: WinnerList; hidden?: boolean }) {
  const { i18n } = useTranslation();
  const { info } = useSystemStatus();
  const money = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <ul className={styles.rows} aria-hidden={hidden || undefined}>
      {list.map(({ vo }, position) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the same player may win the same game twice
        <li key={position} className={styles.row}>
          <CdnImage path={vo.iconUrl} alt="" className={styles.icon} />
          <span className={styles.who}>
            <span className={styles.name}>{vo.customerName}</span>
            <span className={styles.game}>{vo.gameName}</span>
          </span>
          <span className={styles.amount}>
            {info.currency.symbol}
            {money.format(vo.winAmount)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The winner board: the latest big wins (up to 100). With more than 6 it scrolls upwards by itself (holding
 * on hover and focus, off screen and in a hidden page; still, and scrollable by hand, for reduced motion). `language` is the debounced one.
 */
export function WinnerBoard({ language }: { language: string }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const inView = useInView(box, 400);
  const list = useQuery({
    ...winnerBoardQuery(language),
    enabled: inView,
    placeholderData: keepPreviousData,
  }).data;
  const scrolls = list ? winnerBoardScrolls(list.length) : false;
  const [track, onScreen] = useOnScreen();
  return (
    <Section title={t('home.winners')} icon={Trophy}>
      <div
        ref={box}
        className={scrolls ? `${styles.board} ${styles.scrolls}` : styles.board}
        style={list ? ({ '--duration': `${list.length * SECONDS_PER_ROW}s` } as CSSProperties) : undefined}
      >
        {list ? (
          <div ref={track} className={onScreen ? styles.track : `${styles.track} ${styles.paused}`}>
            <Rows list={list} />
            {scrolls ? <Rows list={list} hidden /> : null}
          </div>
        ) : null}
      </div>
    </Section>
  );
}
