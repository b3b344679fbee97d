import type {
  LaunchedGame,
  PRIZE_MODES,
  WalletBalanceRequest,
  WalletBetRequest,
  WalletRefundRequest,
  WalletWinRequest,
} from '@lobby/contract';
import type { z } from 'zod';
import type { VendorGameEntry } from '../modules/catalogue/index.ts';

export type { VendorGameEntry };

import type { GameGrant } from './game-tokens.ts';

/** What a launch asks the vendor for (docs/vendor-adapter.md). */
export interface LaunchRequest {
  grant: GameGrant;
  /** The catalogue category of the game (RNG, LIVE, LOTT, ...). */
  category: string;
  /** The vendor's own game id ("lobby" for a lottery lobby). */
  gameId: string;
  /** Set for lottery launches: the lottery host page's play type and prize mode. */
  lottery?: { playType: string; prizeMode: (typeof PRIZE_MODES)[number] };
}

/** A seamless-wallet call as it reached us: the vendor's headers and the exact body bytes. */
export interface IncomingWalletCall {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
  /** The server's time (epoch ms), for the signature's timestamp window. */
  now: number;
}

/**
 * A vendor's wallet call mapped to our canonical request and the merchant whose key signed it (the
 * merchant's account at the vendor), or why it is refused.
 */
export type MappedWalletCall<T> =
  | { ok: true; merchant: string; request: T }
  | { ok: false; code: 'invalid_signature' }
  | { ok: false; code: 'validation_error'; field: string };

/** One round as the vendor reports it (betting records' detail). */
export interface RoundDetail {
  vendor: string;
  roundId: string;
  nodeId: string | null;
  gameName: string;
  currency: string;
  betMinor: number;
  winMinor: number;
  status: string;
  betAt: string;
  settledAt: string | null;
}

/**
 * One game vendor. In the seamless-wallet model the vendor keeps no money: it calls us for the balance,
 * bets, wins and refunds, so an adapter maps the vendor's own call format to our canonical requests after
 * checking its signature; the other way round it asks the vendor for a game URL and a round's detail.
 */
/** What an adapter's launch answers: the launch route adds the game's name. */
export type VendorLaunch = Omit<LaunchedGame, 'gameName'>;

export interface VendorAdapter {
  /** A URL that opens the game for the grant's player, and how the web opens it (the name is ours). */
  launch(request: LaunchRequest): Promise<VendorLaunch>;
  balance(call: IncomingWalletCall): MappedWalletCall<z.infer<typeof WalletBalanceRequest>>;
  bet(call: IncomingWalletCall): MappedWalletCall<WalletBetRequest>;
  win(call: IncomingWalletCall): MappedWalletCall<WalletWinRequest>;
  refund(call: IncomingWalletCall): MappedWalletCall<WalletRefundRequest>;
  /** The round's detail for this player; undefined when the vendor knows no such round of theirs. */
  roundHistory(playerId: string, roundId: string): Promise<RoundDetail | undefined>;
  /** The vendor's whole game list, for syncConsoleVendorGames (decision 0060); absent: it cannot list. */
  listGames?(): Promise<VendorGameEntry[]>;
}
