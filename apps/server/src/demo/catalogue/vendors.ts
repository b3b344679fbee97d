import type { GameCategory } from '@lobby/contract';
import type { BrandColors } from '../../modules/media/index.ts';

export interface DemoVendor {
  /** The vendor code, sent as `vassalage`. */
  code: string;
  displayName: string;
  /** The wordmark drawn on the generated logo. */
  logoText: string;
  /** Categories the vendor serves, in the vendor's own order. */
  categories: GameCategory[];
  /**
   * Own-list vendors: tapping the vendor tile opens the game list filtered by that vendor (live casinos with
   * many tables). Other vendors on a vendor tile launch directly, into `lobbyGameCode` (sports books, e-sports,
   * cockfight arenas: one lobby each); vendors of game-tile categories never appear as tiles there.
   */
  ownList: boolean;
  /** Hot providers get the fire icon (spec §9: JL, FC, BGS, PG). */
  hot: boolean;
  /** Ascending position in vendor strips and filters. */
  sortOrder: number;
  colors: BrandColors;
  /** Provider-specific classifications (gameClassifyNew) per sub-classified category. */
  classifications: Partial<Record<GameCategory, string[]>>;
  /** The game a direct launch opens, for vendors that are not own-list but appear as tiles; else null. */
  lobbyGameCode: string | null;
  /** Relative share of each category's games this vendor gets. */
  weight: number;
  logoUrl: string;
}

type VendorSeed = Omit<
  DemoVendor,
  'sortOrder' | 'logoUrl' | 'lobbyGameCode' | 'ownList' | 'hot' | 'classifications'
> &
  Partial<Pick<DemoVendor, 'ownList' | 'hot' | 'classifications'>> & { lobby?: boolean };

const RNG_ALL = ['Slots', 'Megaways', 'Jackpot', 'Classic'];

const SEEDS: VendorSeed[] = [
  {
    code: 'PG',
    displayName: 'PG Soft',
    logoText: 'PG SOFT',
    categories: ['RNG'],
    hot: true,
    colors: { primary: '#F2673A', secondary: '#4A1577', accent: '#FFD166' },
    classifications: { RNG: ['Slots', 'Jackpot'] },
    weight: 5,
  },
  {
    code: 'JL',
    displayName: 'JILI',
    logoText: 'JILI',
    categories: ['RNG', 'FISH', 'POKER'],
    hot: true,
    colors: { primary: '#E5383B', secondary: '#2B0A6B', accent: '#FFD60A' },
    classifications: { RNG: ['Slots', 'Classic', 'Jackpot'], FISH: ['Fishing', 'Arcade'] },
    weight: 5,
  },
  {
    code: 'FC',
    displayName: 'Fa Chai',
    logoText: 'FA CHAI',
    categories: ['RNG', 'FISH'],
    hot: true,
    colors: { primary: '#EF4444', secondary: '#3F0A0A', accent: '#FBBF24' },
    classifications: { RNG: ['Slots', 'Jackpot'], FISH: ['Fishing', 'Arcade'] },
    weight: 4,
  },
  {
    code: 'BGS',
    displayName: 'BGS',
    logoText: 'BGS',
    categories: ['BGS'],
    hot: true,
    colors: { primary: '#10B981', secondary: '#053B2E', accent: '#FDE68A' },
    weight: 4,
  },
  {
    code: 'PP',
    displayName: 'Pragmatic Play',
    logoText: 'PRAGMATIC',
    categories: ['RNG', 'LIVE'],
    ownList: true,
    colors: { primary: '#F28C28', secondary: '#1B1F3B', accent: '#FFE08A' },
    classifications: { RNG: RNG_ALL, LIVE: ['Baccarat', 'Roulette', 'Blackjack'] },
    weight: 5,
  },
  {
    code: 'SG',
    displayName: 'Spadegaming',
    logoText: 'SPADE',
    categories: ['RNG', 'FISH'],
    colors: { primary: '#1D9BF0', secondary: '#0B2545', accent: '#7AE7FF' },
    classifications: { RNG: ['Slots', 'Classic'], FISH: ['Fishing'] },
    weight: 3,
  },
  {
    code: 'BNG',
    displayName: 'Booongo',
    logoText: 'BOOONGO',
    categories: ['RNG'],
    colors: { primary: '#8B5CF6', secondary: '#1E1B4B', accent: '#F0ABFC' },
    classifications: { RNG: ['Slots', 'Jackpot', 'Classic'] },
    weight: 3,
  },
  {
    code: 'CQ9',
    displayName: 'CQ9 Gaming',
    logoText: 'CQ9',
    categories: ['RNG', 'FISH'],
    colors: { primary: '#F59E0B', secondary: '#6B2310', accent: '#FEF3C7' },
    classifications: { RNG: ['Slots', 'Megaways', 'Classic'], FISH: ['Fishing', 'Arcade'] },
    weight: 3,
  },
  {
    code: 'EVO',
    displayName: 'Evolution',
    logoText: 'EVOLUTION',
    categories: ['LIVE'],
    ownList: true,
    colors: { primary: '#14B8A6', secondary: '#042F2E', accent: '#F5D38A' },
    classifications: { LIVE: ['Baccarat', 'Roulette', 'Blackjack', 'Dragon Tiger'] },
    weight: 5,
  },
  {
    code: 'SEXY',
    displayName: 'AE Sexy',
    logoText: 'AE SEXY',
    categories: ['LIVE'],
    ownList: true,
    colors: { primary: '#EC4899', secondary: '#4A0422', accent: '#FBCFE8' },
    classifications: { LIVE: ['Baccarat', 'Roulette', 'Dragon Tiger'] },
    weight: 3,
  },
  {
    code: 'SABA',
    displayName: 'SABA Sports',
    logoText: 'SABA',
    categories: ['SPORTS'],
    lobby: true,
    colors: { primary: '#22C55E', secondary: '#052E16', accent: '#BEF264' },
    weight: 3,
  },
  {
    code: 'CMD',
    displayName: 'CMD368',
    logoText: 'CMD368',
    categories: ['SPORTS'],
    lobby: true,
    colors: { primary: '#2563EB', secondary: '#172554', accent: '#93C5FD' },
    weight: 2,
  },
  {
    code: 'TFG',
    displayName: 'TF Gaming',
    logoText: 'TF GAMING',
    categories: ['ESPORTS'],
    lobby: true,
    colors: { primary: '#A855F7', secondary: '#2E1065', accent: '#22D3EE' },
    weight: 3,
  },
  {
    code: 'IA',
    displayName: 'IA E-Sports',
    logoText: 'IA ESPORTS',
    categories: ['ESPORTS'],
    lobby: true,
    colors: { primary: '#06B6D4', secondary: '#083344', accent: '#F472B6' },
    weight: 2,
  },
  {
    code: 'S128',
    displayName: 'S128 Cockfight',
    logoText: 'S128',
    categories: ['COCKFIGHT'],
    lobby: true,
    colors: { primary: '#DC2626', secondary: '#1C1917', accent: '#F59E0B' },
    weight: 3,
  },
  {
    code: 'SV388',
    displayName: 'SV388',
    logoText: 'SV388',
    categories: ['COCKFIGHT'],
    lobby: true,
    colors: { primary: '#EA580C', secondary: '#292524', accent: '#FCD34D' },
    weight: 2,
  },
  {
    code: 'KM',
    displayName: 'Kingmaker',
    logoText: 'KINGMAKER',
    categories: ['POKER', 'PVP'],
    colors: { primary: '#E11D48', secondary: '#1F2937', accent: '#FDE68A' },
    weight: 4,
  },
  {
    code: 'V8',
    displayName: 'V8 Poker',
    logoText: 'V8 POKER',
    categories: ['POKER', 'PVP'],
    colors: { primary: '#0891B2', secondary: '#111827', accent: '#67E8F9' },
    weight: 3,
  },
  {
    code: 'TCG_LOTTO_VN',
    displayName: 'TCG Lotto VN',
    logoText: 'TCG VN',
    categories: ['LOTT', 'ELOTT'],
    colors: { primary: '#DC2626', secondary: '#5F1010', accent: '#FACC15' },
    weight: 4,
  },
  {
    code: 'TCG_SEA',
    displayName: 'TCG SEA Lotto',
    logoText: 'TCG SEA',
    categories: ['LOTT'],
    colors: { primary: '#0EA5E9', secondary: '#0C3A5A', accent: '#FDE047' },
    weight: 3,
  },
  {
    code: 'TCG',
    displayName: 'TCG Lottery',
    logoText: 'TCG',
    categories: ['ELOTT', 'LOTT'],
    colors: { primary: '#6366F1', secondary: '#1E1B4B', accent: '#A5F3FC' },
    weight: 3,
  },
  {
    code: 'INH',
    displayName: 'Originals',
    logoText: 'ORIGINALS',
    categories: ['INHOUSE'],
    colors: { primary: '#F43F5E', secondary: '#0F172A', accent: '#38BDF8' },
    classifications: { INHOUSE: ['Crash'] },
    weight: 1,
  },
];

/** The lobby game code of a direct-launch vendor. */
export const lobbyGameCodeOf = (code: string): string => `${code.toLowerCase().replace(/_/g, '-')}-lobby`;

export const vendorLogoUrl = (code: string): string => `/media/vendors/${code}.svg`;

/** The demo vendors, in sort order (hot providers first). */
export const DEMO_VENDORS: readonly DemoVendor[] = SEEDS.map(({ lobby, ...seed }, index) => ({
  ...seed,
  ownList: seed.ownList ?? false,
  hot: seed.hot ?? false,
  classifications: seed.classifications ?? {},
  sortOrder: (index + 1) * 10,
  lobbyGameCode: lobby ? lobbyGameCodeOf(seed.code) : null,
  logoUrl: vendorLogoUrl(seed.code),
}));

const BY_CODE = new Map(DEMO_VENDORS.map((vendor) => [vendor.code, vendor]));

export const findDemoVendor = (code: string): DemoVendor | undefined => BY_CODE.get(code);
