import { LOTTO_H5_VENDOR_BASE } from '@lobby/contract';
import { useLocation, useRoute, useSearch } from 'wouter';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { SCREEN_PATTERNS } from '../../shared/route-rules.ts';
import { HOME_PATH, ROUTE_PATHS } from '../../shared/routes.ts';
import { GameFrame } from './GameFrame.tsx';
import { useInvalidateWalletOnLeave } from './use-invalidate-wallet-on-leave.ts';

/** The vendor's lottery app for /m/lotto-h5/{mui}/{playType}/games/{gameId}, with this page's query (token, merchant, css, prize_mode). */
export const lottoFrameUrl = (params: { mui: string; playType: string; gameId: string }, query: string) =>
  `${LOTTO_H5_VENDOR_BASE}/${[params.mui, params.playType, 'games', params.gameId].map(encodeURIComponent).join('/')}${query ? `?${query}` : ''}`;

const LOTTO_PATTERN = SCREEN_PATTERNS.find(([name]) => name === 'lottoH5')?.[1] ?? /^$/;

/**
 * /m/lotto-h5/:mui/:playType/games/:gameId: hosts the lottery lobby. Closing goes home when the player came
 * from the footer (pageBack), else to the game lobby, in place of this page. Leaving reloads the balance.
 */
export default function LottoHostScreen() {
  const { t } = useTranslation();
  const [, matched] = useRoute(LOTTO_PATTERN);
  const params = {
    mui: matched?.mui ?? '',
    playType: matched?.playType ?? '',
    gameId: matched?.gameId ?? '',
  };
  const query = useSearch();
  const [, navigate] = useLocation();
  useInvalidateWalletOnLeave();
  const frameQuery = new URLSearchParams(query);
  const pageBack = frameQuery.has('pageBack');
  frameQuery.delete('pageBack');
  return (
    <GameFrame
      src={lottoFrameUrl(params, frameQuery.toString())}
      title={t('routes.lottoH5')}
      // Replace: Back must not reopen the lottery with its (by then expired) launch token.
      onClose={() => navigate(pageBack ? HOME_PATH : ROUTE_PATHS.game, { replace: true })}
    />
  );
}
