import {
  DEFAULT_BRAND,
  DEFAULT_JACKPOT_SETTINGS,
  type Game,
  type GameVendors,
  type MemberInfo,
  type RegistrationSettings,
  type SystemStatus,
  type VendorSummary,
} from '@lobby/contract';
import { SESSION_KEY } from '../shared/session.ts';

type Info = SystemStatus['info'];

/** A normal merchant status with every optional feature off; tests switch on what they need. */
export function makeStatus(
  info: Partial<Info> = {},
  status: Partial<Omit<SystemStatus, 'info'>> = {},
): SystemStatus {
  return {
    status: 0,
    statusReading: 'maintenance-first',
    maintenance: false,
    regionRestriction: false,
    location: { ip: '203.0.113.7' },
    ...status,
    info: {
      merchantCode: 'demo',
      merchantName: 'Demo Casino',
      mainDomain: 'localhost',
      domainRoute: { merchantCode: 'demo', domains: ['localhost'] },
      customerService: [],
      mobileTemplate: { mem_cen: '0', dep_func: '0' },
      paths: {},
      register: { minimumAge: 18 },
      verification: { freePlay: 'none', realMoneyPlay: 'ageDeclaration' },
      protectionTools: { limits: true, realityCheck: true, timeOut: true, selfExclusion: true },
      resources: [],
      whitelabel: {
        USERNAMEREG3: true,
        MOBILENUMREG3: true,
        REGMOBVERF3: false,
        MOBILENUMPASSREG3: false,
        FACEBOOKLOGIN3: false,
        GOOGLELOGIN3: false,
        MOBILEVERCODELOGIN3: false,
        CBS3: false,
        AGENTPOLICY3: false,
        REWCEN3: false,
      },
      promotions: { REFERRAL: { enabled: false }, MISSION: { enabled: false }, LOGIN: { enabled: false } },
      imageCDNs: [],
      currency: { code: 'PKR', symbol: 'Rs' },
      marketCountry: 'PK',
      languages: ['EN', 'UR'],
      defaultLanguage: 'EN',
      appWindow: false,
      footerLiveChat: false,
      winnerBoardShown: true,
      jackpot: DEFAULT_JACKPOT_SETTINGS,
      brand: DEFAULT_BRAND,
      ...info,
    },
  };
}

export function signIn(type = 0, userName = 'player01'): void {
  sessionStorage.setItem(
    SESSION_KEY,
    JSON.stringify({ token: 'token-1', merchantCode: 'demo', userName, type, firstTimeLogin: false }),
  );
}

export function memberInfo(info: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: 'member-1',
    account: 'player01',
    nickname: null,
    type: 0,
    clubLabel: { labelName: '' },
    mobileNum: null,
    countryDialingCode: null,
    email: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...info,
  };
}

type Fields = RegistrationSettings['fields'];

/** Registration settings like the server's defaults: both methods, every optional field off, no captcha. */
export function makeRegistrationSettings(
  settings: Partial<Omit<RegistrationSettings, 'fields'>> = {},
  fields: Partial<Fields> = {},
): RegistrationSettings {
  const off = { enabled: false, required: false };
  return {
    methods: { username: true, mobile: true },
    defaultMethod: 'username',
    smsVerification: false,
    mobilePassword: false,
    captcha: { enabled: false },
    dateOfBirth: { required: false },
    minimumAge: 18,
    ...settings,
    fields: {
      username: {
        enabled: true,
        required: true,
        pattern: '^[A-Za-z0-9_]{4,20}$',
        message: 'invalid_username',
      },
      password: { enabled: true, required: true, minLength: 8, maxLength: 128 },
      confirmPassword: { enabled: true, required: true, minLength: 8, maxLength: 128 },
      mobileNum: { enabled: true, required: false, pattern: '^\\d{4,20}$', message: 'invalid_mobile' },
      verificationCode: off,
      paymentPassword: off,
      idNumber: off,
      qqNum: off,
      facebook: off,
      wechat: off,
      line: off,
      whatsapp: off,
      zalo: off,
      email: { ...off, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', message: 'invalid_email' },
      nickname: off,
      payeeName: off,
      recommenderId: off,
      affiliateCode: { ...off, pattern: '^[A-Za-z0-9]{4,32}$', message: 'invitation_code_error' },
      ...fields,
    },
  };
}

let nextNode = 100;

/** A slot game of PG unless told otherwise; node ids count up so every game is new. */
export function makeGame(game: Partial<Game> = {}): Game {
  const nodeId = String(nextNode++);
  return {
    nodeId,
    gameName: `Game ${nodeId}`,
    gameId: `g${nodeId}`,
    gameType: 'RNG',
    vassalage: 'PG',
    displayName: 'PG Soft',
    iconUrl: `/media/games/g${nodeId}.svg`,
    mobileSmallIcon: `/media/games/g${nodeId}.svg?size=s`,
    mobileLargeIcon: `/media/games/g${nodeId}.svg?size=l`,
    gameCode: `pg-game-${nodeId}`,
    gameGroupId: null,
    lottoMode: null,
    supportPlay: 0,
    gameClassifyNew: 'Slots',
    telNodeId: Number(nodeId),
    minBet: 0.1,
    minLine: 1,
    popularity: 1000,
    isNew: false,
    ...game,
  };
}

export const makeVendor = (vassalage: string, extra: Partial<VendorSummary> = {}): VendorSummary => ({
  vassalage,
  displayName: `${vassalage} Games`,
  logoUrl: `/media/vendors/${vassalage}.svg`,
  gameCount: 10,
  hot: false,
  ownList: false,
  ...extra,
});

/** A catalogue like the demo's, small: the categories in lobby order with a vendor or two each. */
export function makeGameVendors(): GameVendors {
  const entry = (vendors: VendorSummary[], gameClassify: string[] = []) => ({ vendors, gameClassify });
  const mapping: GameVendors['mapping'] = {
    RNG: entry([makeVendor('PG', { hot: true }), makeVendor('PP', { ownList: true })], ['Slots', 'Megaways']),
    LIVE: entry(
      [makeVendor('EVO', { ownList: true }), makeVendor('PP', { ownList: true })],
      ['Baccarat', 'Roulette'],
    ),
    FISH: entry([makeVendor('JL', { hot: true })], ['Fishing']),
    SPORTS: entry([makeVendor('SABA')]),
    LOTT: entry([makeVendor('TCG_LOTTO_VN'), makeVendor('TCG_SEA'), makeVendor('TCG')]),
    ELOTT: entry([makeVendor('TCG_LOTTO_VN')]),
    PVP: entry([makeVendor('KM')]),
    INHOUSE: entry([makeVendor('INH')], ['Crash']),
  };
  const sorting = (Object.keys(mapping) as (keyof typeof mapping)[]).map((gameCategory) => ({
    gameCategory,
    vendorNames: (mapping[gameCategory]?.vendors ?? []).map((vendor) => ({
      accountTypeName: vendor.displayName,
      vassalage: vendor.vassalage,
    })),
  }));
  return { sorting, mapping };
}

/** A getGameList answer: `games` as page `pageNum` of `totalPages`. */
export const gamePage = (games: Game[], pageNum = 1, totalPages = 1, totalCount = games.length) => ({
  games,
  pageNum,
  totalPages,
  totalCount,
});
