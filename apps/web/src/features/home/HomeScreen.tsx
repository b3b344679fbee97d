import { memo, Suspense, useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'wouter';
import { useDebouncedValue } from '../../shared/hooks/use-debounced-value.ts';
import { KEEP_CLEAR } from '../../shared/hooks/use-keep-clear.ts';
import { useLanguage, useTranslation } from '../../shared/i18n/i18n.ts';
import { useSystemStatus } from '../../shared/system-status.ts';
import { Header } from '../../shared/ui/FrameHeader.tsx';
import { ViewportLayer } from '../../shared/ui/ViewportLayer.tsx';
import { ContractPrompts, useContractPromptsDue } from '../agents/index.ts';
import { useAnnouncements, useHomeBanners } from '../content/index.ts';
import { CategoryMenu, GameBrowser } from '../games/index.ts';
import { AnnouncementBar, type NumberedAnnouncement } from './AnnouncementBar.tsx';
import { BannerCarousel } from './BannerCarousel.tsx';
import { CustomerServiceButton } from './CustomerServiceButton.tsx';
import { Deferred, Later } from './Deferred.tsx';
import { GiftPopup } from './GiftPopup.tsx';
import { HelpNav } from './HelpNav.tsx';
import styles from './HomeScreen.module.css';
import { HomeSections } from './HomeSections.tsx';
import { homeListPath, pageModeOf } from './home-rules.ts';
import { JackpotCounter } from './JackpotCounter.tsx';
import { NoticeTicker } from './NoticeTicker.tsx';
import { PromoTiles } from './PromoTiles.tsx';
import { SearchBox } from './SearchBox.tsx';
import { SportsLiveBlock } from './SportsLiveBlock.tsx';
import { VendorList } from './VendorList.tsx';
import { WinnerBoard } from './WinnerBoard.tsx';

/** Winner board and game sections reload this long after a language change (spec §9). */
const LANGUAGE_RELOAD_DEBOUNCE_MS = 250;
/** The bar runs these; promotions have the ticker, agent notices only the notice list (decision 0062). */
const MARQUEE_TYPES: readonly string[] = ['B', 'PL', 'PU'];

const isMarquee = (type: string) => MARQUEE_TYPES.includes(type);
const isPromotion = (type: string) => type === 'PR';

/** The announcements of some kinds, numbered by their place in the notice screen's list; undefined while loading. */
function useNumberedAnnouncements(keep: (type: string) => boolean): NumberedAnnouncement[] | undefined {
  const notices = useAnnouncements().data;
  return useMemo(
    () =>
      notices
        ?.map((announcement, index) => ({ announcement, index }))
        .filter(({ announcement }) => keep(announcement.type)),
    [notices, keep],
  );
}

// Each answer redraws only the part that shows it: when the lobby itself asked for the banners and the
// announcements, every answer redrew the whole lobby while home loaded (decision 0078).
const Marquee = () => <AnnouncementBar items={useNumberedAnnouncements(isMarquee)} />;
const PromotionTicker = () => <NoticeTicker items={useNumberedAnnouncements(isPromotion) ?? []} />;
const SportsLive = () => <SportsLiveBlock banners={useHomeBanners()} />;

// Memoised: the first game row's arrival (lobbyDrawn, for the gift popup) re-rendered the whole lobby, some
// 260 components, in one task (decision 0086).
const Lobby = memo(function Lobby({ onFirstRowDrawn }: { onFirstRowDrawn: () => void }) {
  const language = useDebouncedValue(useLanguage(), LANGUAGE_RELOAD_DEBOUNCE_MS);
  const { info } = useSystemStatus();
  return (
    <>
      <BannerCarousel />
      <Marquee />
      <PromoTiles />
      {info.jackpot.shown && <JackpotCounter settings={info.jackpot} />}
      <div {...KEEP_CLEAR}>
        <CategoryMenu current="LOBBY" hrefOf={homeListPath} />
      </div>
      {/* Below the fold: drawn in later tasks, after the first view has painted (decision 0081). */}
      <HomeSections language={language} afterHot={<SportsLive />} onFirstRowDrawn={onFirstRowDrawn} />
      <Later stage={2}>
        <PromotionTicker />
      </Later>
      <Deferred>
        <VendorList />
      </Deferred>
      {info.winnerBoardShown && (
        <Later stage={2}>
          <WinnerBoard language={language} />
        </Later>
      )}
      <Deferred>
        <HelpNav />
      </Deferred>
    </>
  );
});

/**
 * The lobby, in one of three page modes: all (the lobby), list (one category's games, from the category menu
 * or ?pageType=list&gameType=X) and filter (a search's games, ?pageType=filter&gameName=...).
 */
export default function HomeScreen() {
  const { t } = useTranslation();
  const { info } = useSystemStatus();
  const [search] = useSearchParams();
  const page = pageModeOf(search);
  const contractPromptsDue = useContractPromptsDue();
  const [lobbyDrawn, setLobbyDrawn] = useState(false);
  const onFirstRowDrawn = useCallback(() => setLobbyDrawn(true), []);
  return (
    <>
      <Header />
      <div className={styles.home}>
        <h1 className="visually-hidden">{t('home.title', { name: info.merchantName })}</h1>
        <SearchBox />
        {page.mode === 'all' ? (
          <Lobby onFirstRowDrawn={onFirstRowDrawn} />
        ) : (
          <>
            <div {...KEEP_CLEAR}>
              <CategoryMenu
                current={page.mode === 'list' ? page.gameType : undefined}
                hrefOf={homeListPath}
              />
            </div>
            <Suspense fallback={<div className={styles.browserFallback} />}>
              <div {...KEEP_CLEAR}>
                <GameBrowser />
              </div>
            </Suspense>
          </>
        )}
      </div>
      <ViewportLayer>
        <CustomerServiceButton />
        <GiftPopup lobbyDrawn={lobbyDrawn || page.mode !== 'all'} />
      </ViewportLayer>
      {contractPromptsDue ? (
        <Suspense fallback={null}>
          <ContractPrompts />
        </Suspense>
      ) : null}
    </>
  );
}
