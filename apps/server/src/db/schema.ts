import type { CanonicalLanguage, ContractPlan, MerchantConfig } from '@lobby/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const merchants = pgTable(
  'merchants',
  {
    code: text('code').primaryKey(),
    domains: text('domains').array().notNull().default(sql`'{}'::text[]`),
    isDefault: boolean('is_default').notNull().default(false),
    /** The home market (ISO 3166-1 alpha-2); null: not set, so no country is preferred. */
    marketCountry: text('market_country'),
    /** IANA time zone of the merchant's days and weeks ("today" in the console and in limits). */
    timezone: text('timezone').notNull().default('UTC'),
    /** Balance adjustments above this (minor units) wait for a second operator's approval (decision 0042). */
    adjustmentApprovalThresholdMinor: bigint('adjustment_approval_threshold_minor', { mode: 'number' })
      .notNull()
      .default(100_000),
    /** Hours a raised or removed player limit waits before the member may confirm it (decision 0051). */
    limitCoolingOffHours: integer('limit_cooling_off_hours').notNull().default(24),
    // Validated with the contract's MerchantConfig on every write and read.
    config: jsonb('config').$type<MerchantConfig>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  // At most one merchant answers hosts that match no domain.
  (table) => [
    uniqueIndex('merchants_one_default').on(table.isDefault).where(sql`${table.isDefault}`),
    check('merchants_market_country', sql`${table.marketCountry} ~ '^[A-Z]{2}$'`),
  ],
);

/**
 * Every save of a merchant's settings through the console (decision 0059): the settings after it (config and
 * the row's setting columns), who saved, why, and the changes against the version before. Version 1 of a
 * merchant is the state before its first console save (no operator, no reason).
 */
export const merchantSettingVersions = pgTable(
  'merchant_setting_versions',
  {
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    version: integer('version').notNull(),
    settings: jsonb('settings').notNull(),
    changes: jsonb('changes').$type<{ path: string; before: unknown; after: unknown }[]>().notNull(),
    operatorUsername: text('operator_username'),
    reason: text('reason'),
    restoredFrom: integer('restored_from'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.merchantCode, table.version] })],
);

/** Keys every instance shares (payload RSA key, ALTCHA and code HMAC keys), created once on first start. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * Players of one merchant. Usernames and e-mails are unique without regard to case; a mobile number is
 * unique with its dialing code. Secrets are argon2id hashes; optional register fields are kept as given.
 */
export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    username: text('username').notNull(),
    /** null: no password set (trial accounts, mobile registrations without a password). */
    passwordHash: text('password_hash'),
    paymentPasswordHash: text('payment_password_hash'),
    /** 0, 1, 2 real accounts (1, 2 agents); 4 trial; 40, 41, 42 other non-agent accounts. */
    type: smallint('type').notNull().default(0),
    nickname: text('nickname'),
    countryDialingCode: text('country_dialing_code'),
    mobileNum: text('mobile_num'),
    email: text('email'),
    idNumber: text('id_number'),
    qqNum: text('qq_num'),
    facebook: text('facebook'),
    wechat: text('wechat'),
    line: text('line'),
    whatsapp: text('whatsapp'),
    zalo: text('zalo'),
    payeeName: text('payee_name'),
    recommenderId: text('recommender_id'),
    /** The member's own invitation code, for referrals. */
    affiliateCode: text('affiliate_code').notNull(),
    /** The member whose affiliate code this member registered with. */
    referrerId: uuid('referrer_id').references((): AnyPgColumn => members.id),
    /** clubLabel.labelName; empty shows as 0. */
    vipLabel: text('vip_label').notNull().default(''),
    /** The chosen head icon (avatar) id; null shows the default one. */
    headIcon: text('head_icon'),
    registerMethod: text('register_method'),
    registerUrl: text('register_url'),
    registerDomain: text('register_domain'),
    registrationIp: text('registration_ip'),
    /** YYYY-MM-DD where the merchant asks for it at registration (decision 0053); null otherwise. */
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** Locked: login refused (user_disabled) and no session works. */
    disabled: boolean('disabled').notNull().default(false),
    /** Who locked the member in the console, when and why; null while unlocked. */
    lockedAt: at('locked_at'),
    lockedBy: text('locked_by'),
    lockReason: text('lock_reason'),
    lastLoginAt: at('last_login_at'),
    passwordChangedAt: at('password_changed_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('members_username_unique').on(table.merchantCode, sql`lower(${table.username})`),
    // Console prefix search (decision 0041): "C" collation makes LIKE 'prefix%' and the order use the index;
    // the id last gives the whole order of a page, so a prepared search's generic plan is a plain range
    // scan (decision 0064).
    index('members_search_username_idx').on(
      table.merchantCode,
      sql`lower(${table.username}) collate "C"`,
      table.id,
    ),
    index('members_search_mobile_idx').on(table.merchantCode, sql`${table.mobileNum} collate "C"`, table.id),
    index('members_search_id_idx').on(table.merchantCode, sql`(${table.id}::text) collate "C"`, table.id),
    index('members_search_affiliate_code_idx').on(
      table.merchantCode,
      sql`${table.affiliateCode} collate "C"`,
      table.id,
    ),
    index('members_search_registration_ip_idx').on(
      table.merchantCode,
      sql`${table.registrationIp} collate "C"`,
      table.id,
    ),
    index('members_payee_name_idx')
      .on(table.merchantCode, sql`lower(${table.payeeName})`)
      .where(sql`${table.payeeName} is not null`),
    uniqueIndex('members_mobile_unique')
      .on(table.merchantCode, table.countryDialingCode, table.mobileNum)
      .where(sql`${table.mobileNum} is not null`),
    uniqueIndex('members_email_unique')
      .on(table.merchantCode, sql`lower(${table.email})`)
      .where(sql`${table.email} is not null`),
    uniqueIndex('members_affiliate_code_unique').on(table.merchantCode, table.affiliateCode),
    // An agent's downline, newest first, and each sub-agent's count of its own (decision 0063).
    index('members_referrer_idx').on(table.referrerId, table.createdAt.desc()),
    index('members_merchant_created_idx').on(table.merchantCode, table.createdAt),
  ],
);

/** A member as stored: what a session authenticates to and every module reads of its caller. */
export type Member = typeof members.$inferSelect;

/** The owning member of a row: deleting the member deletes the row (cascade) or is refused (restrict). */
const memberIdColumn = (onDelete: 'cascade' | 'restrict') =>
  uuid('member_id')
    .notNull()
    .references(() => members.id, { onDelete });

/**
 * Where and on what device each member logged in (decision 0041): one row per member, address and user
 * agent, upserted at every login, so the console can link members that share an address or a device.
 */
export const memberLogins = pgTable(
  'member_logins',
  {
    memberId: memberIdColumn('cascade'),
    merchantCode: text('merchant_code').notNull(),
    ip: text('ip').notNull(),
    /** SHA-256 (hex) of the user agent: the device as far as the server can tell. */
    deviceHash: text('device_hash').notNull(),
    userAgent: text('user_agent').notNull(),
    firstAt: at('first_at').notNull(),
    lastAt: at('last_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.ip, table.deviceHash] }),
    index('member_logins_ip_idx').on(table.merchantCode, table.ip),
    index('member_logins_device_idx').on(table.merchantCode, table.deviceHash),
  ],
);

/** When a session began, was last used and ends, whatever the activity, or was ended (logout). */
const sessionTimes = () => ({
  createdAt: at('created_at').notNull(),
  /** Refreshed at most once a minute; idle expiry counts from here. */
  lastSeenAt: at('last_seen_at').notNull(),
  /** Absolute expiry, whatever the activity. */
  expiresAt: at('expires_at').notNull(),
  revokedAt: at('revoked_at'),
});

/** Logged-in sessions: only the SHA-256 of the bearer token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    memberId: memberIdColumn('cascade'),
    merchantCode: text('merchant_code').notNull(),
    ...sessionTimes(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.tokenHash),
    index('sessions_member_idx').on(table.memberId),
  ],
);

/** Remembered logins: a revocable token that replaces a stored password; rotated on every use. */
export const rememberTokens = pgTable(
  'remember_tokens',
  {
    id: uuid('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    memberId: memberIdColumn('cascade'),
    merchantCode: text('merchant_code').notNull(),
    /** The session issued together with this token (logout of that session revokes it). */
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    /** Set when the token was exchanged for a new one; presenting it again revokes the member's tokens. */
    rotatedAt: at('rotated_at'),
    revokedAt: at('revoked_at'),
  },
  (table) => [
    uniqueIndex('remember_tokens_token_hash_unique').on(table.tokenHash),
    index('remember_tokens_member_idx').on(table.memberId),
    index('remember_tokens_session_idx').on(table.sessionId),
  ],
);

/** SMS verification codes, stored as an HMAC; `delivered` false marks a code that was never sent. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    countryDialingCode: text('country_dialing_code').notNull(),
    mobileNum: text('mobile_num').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    delivered: boolean('delivered').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
  },
  (table) => [
    index('verification_codes_number_idx').on(
      table.merchantCode,
      table.countryDialingCode,
      table.mobileNum,
      table.createdAt,
    ),
  ],
);

/** Image captchas: the answer as an HMAC, single use, short-lived. */
export const captchas = pgTable('captchas', {
  id: uuid('id').primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  answerHash: text('answer_hash').notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

/** ALTCHA solutions already accepted, kept until their challenge expires, so each works once. */
export const usedAntiBotSolutions = pgTable('used_anti_bot_solutions', {
  signature: text('signature').primaryKey(),
  expiresAt: at('expires_at').notNull(),
});

/**
 * Single-use ids (encrypted bodies' nonces, game launch tokens) already used, by scope, kept until they
 * expire; used only when no Redis is configured (see plugins/single-use).
 */
export const usedNonces = pgTable(
  'used_nonces',
  {
    scope: text('scope').notNull(),
    nonce: text('nonce').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.nonce] }),
    index('used_nonces_expires_idx').on(table.expiresAt),
  ],
);

/** The default SMS adapter's messages (development and tests; production uses the HTTP gateway). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('sms_outbox_to_idx').on(table.to, table.id)],
);

/* ---------------------------------------------------------------- catalogue (global to the deployment) */

/** Game categories in lobby order (spec §4); classifications are the sub-menus, in menu order. */
export const gameCategories = pgTable('game_categories', {
  code: text('code').primaryKey(),
  sortOrder: integer('sort_order').notNull(),
  classifications: text('classifications').array().notNull().default(sql`'{}'::text[]`),
});

/** The wordmark and colours a vendor's generated logo is drawn from. */
export interface VendorBrand {
  logoText: string;
  colors: { primary: string; secondary: string; accent: string };
}

/** Game providers. A merchant may restrict the ones it offers (MerchantConfig.gameVendors). */
export const gameVendors = pgTable('game_vendors', {
  code: text('code').primaryKey(),
  displayName: text('display_name').notNull(),
  /** Categories served, in the vendor's own order. */
  categories: text('categories').array().notNull(),
  /** Tapping the vendor opens its game list instead of launching (spec §4). */
  ownList: boolean('own_list').notNull().default(false),
  /** Fire icon (spec §9: JL, FC, BGS, PG). */
  hot: boolean('hot').notNull().default(false),
  sortOrder: integer('sort_order').notNull(),
  logoUrl: text('logo_url').notNull(),
  /** The game a direct launch opens for tile vendors (sports books, arenas); null for the others. */
  lobbyGameCode: text('lobby_game_code'),
  /**
   * The origin the vendor's games open on in the game frame (https://games.vendor.example), which the web
   * app's CSP frame-src then allows for merchants offering the vendor; null: played on this server (sandbox).
   */
  launchOrigin: text('launch_origin'),
  brand: jsonb('brand').$type<VendorBrand>().notNull(),
  /** Switched off in the console (decision 0060): its games are hidden, not launched, out of frame-src. */
  enabled: boolean('enabled').notNull().default(true),
  /** A maintenance window (decision 0060): inside it the games are hidden and launches refused with the message. */
  maintenanceStartsAt: at('maintenance_starts_at'),
  maintenanceEndsAt: at('maintenance_ends_at'),
  maintenanceMessage: text('maintenance_message'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * The Game entity of the spec. `names` holds the name per language (game_name is the English one);
 * `search_text` is every name lower-cased and without Latin accents, for the gameName search.
 */
export const games = pgTable(
  'games',
  {
    nodeId: text('node_id').primaryKey(),
    gameCode: text('game_code').notNull(),
    gameId: text('game_id').notNull(),
    gameType: text('game_type')
      .notNull()
      .references(() => gameCategories.code),
    vassalage: text('vassalage')
      .notNull()
      .references(() => gameVendors.code),
    gameName: text('game_name').notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
    searchText: text('search_text').notNull(),
    iconUrl: text('icon_url').notNull(),
    mobileSmallIcon: text('mobile_small_icon').notNull(),
    mobileLargeIcon: text('mobile_large_icon').notNull(),
    gameGroupId: text('game_group_id'),
    lottoMode: text('lotto_mode'),
    /** 0: free play supported. */
    supportPlay: smallint('support_play').notNull().default(1),
    gameClassifyNew: text('game_classify_new'),
    telNodeId: integer('tel_node_id').notNull(),
    /** The smallest stake in hundredths of the wallet currency (0.01 is 1). */
    minBetMinor: integer('min_bet_minor').notNull(),
    minLine: integer('min_line').notNull().default(1),
    popularity: integer('popularity').notNull().default(0),
    isNew: boolean('is_new').notNull().default(false),
    /** Switched off in the console (or removed by the vendor's sync): hidden from players, not launched. */
    enabled: boolean('enabled').notNull().default(true),
    /** Pinned to the top of the hot list by an operator (decision 0060). */
    hot: boolean('hot').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('games_game_code_unique').on(table.gameCode),
    // Lists page in popularity order, per category or over all of them.
    index('games_type_popularity_idx').on(table.gameType, table.popularity.desc(), table.nodeId),
    index('games_popularity_idx').on(table.popularity.desc(), table.nodeId),
    index('games_vendor_type_idx').on(table.vassalage, table.gameType),
    index('games_new_idx')
      .on(table.gameType, table.popularity.desc(), table.nodeId)
      .where(sql`${table.isNew}`),
  ],
);

/**
 * A merchant's own switches of catalogue games (decision 0061): each set column overrides the game's for that
 * merchant's players and operators; null follows the catalogue. Written by the merchant's operators.
 */
export const merchantGames = pgTable(
  'merchant_games',
  {
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    nodeId: text('node_id')
      .notNull()
      .references(() => games.nodeId, { onDelete: 'cascade' }),
    enabled: boolean('enabled'),
    hot: boolean('hot'),
    isNew: boolean('is_new'),
    /** The sort order (popularity) for this merchant. */
    popularity: integer('popularity'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.merchantCode, table.nodeId] })],
);

export const favouriteGames = pgTable(
  'favourite_games',
  {
    memberId: memberIdColumn('cascade'),
    nodeId: text('node_id')
      .notNull()
      .references(() => games.nodeId, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.nodeId] })],
);

/** The games a member launched, one row per game with the last time; the oldest are pruned. */
export const recentGames = pgTable(
  'recent_games',
  {
    memberId: memberIdColumn('cascade'),
    nodeId: text('node_id')
      .notNull()
      .references(() => games.nodeId, { onDelete: 'cascade' }),
    playedAt: at('played_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.nodeId] }),
    index('recent_games_member_played_idx').on(table.memberId, table.playedAt.desc()),
  ],
);

/* ---------------------------------------------------------------- content (per merchant) */

/** Banner artwork generated by the server (media route); null for a banner with an uploaded image. */
export interface BannerArtwork {
  seed: number;
  subtitle: string;
  cta: string;
  gameType: string;
  vassalage: string;
}

/**
 * Columns of a row that is one language of a console content item (decision 0057): the item it belongs to
 * (null: the row is an item of its own), its status (players see published rows inside their schedule),
 * the schedule and when it was last saved.
 */
const contentItemColumns = () => ({
  itemId: text('item_id'),
  status: text('status').notNull().default('published'),
  startsAt: at('starts_at'),
  endsAt: at('ends_at'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const banners = pgTable(
  'banners',
  {
    id: text('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code, { onDelete: 'cascade' }),
    groupName: text('group_name').notNull(),
    /** null: shown in every language. */
    language: text('language'),
    title: text('title').notNull(),
    url: text('url'),
    imageUrl: text('image_url').notNull(),
    artwork: jsonb('artwork').$type<BannerArtwork>(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...contentItemColumns(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('banners_merchant_group_idx').on(table.merchantCode, table.groupName, table.sortOrder)],
);

/** Announcements of types B, PL, PU, PR (and A); content is sanitised HTML. */
export const announcements = pgTable(
  'announcements',
  {
    id: text('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** A placement such as m_reg; null for the general lists. */
    groupName: text('group_name'),
    /** null: shown in every language. */
    language: text('language'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    publishedAt: at('published_at').notNull(),
    ...contentItemColumns(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('announcements_merchant_type_idx').on(table.merchantCode, table.type, table.sortOrder)],
);

export const announcementReads = pgTable(
  'announcement_reads',
  {
    memberId: memberIdColumn('cascade'),
    announcementId: text('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    readAt: at('read_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.announcementId] })],
);

/** Help centre entries per language; content is sanitised HTML. */
export const helpEntries = pgTable(
  'help_entries',
  {
    id: text('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...contentItemColumns(),
  },
  (table) => [
    index('help_entries_merchant_language_idx').on(table.merchantCode, table.language, table.sortOrder),
  ],
);

/** Winner board: amounts in integer minor units of `currency`. */
export const winners = pgTable(
  'winners',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code, { onDelete: 'cascade' }),
    customerName: text('customer_name').notNull(),
    /** The game, for its name in the reader's language; null once the game is gone. */
    nodeId: text('node_id').references(() => games.nodeId, { onDelete: 'set null' }),
    gameName: text('game_name').notNull(),
    gameType: text('game_type').notNull(),
    iconUrl: text('icon_url').notNull(),
    winAmountMinor: bigint('win_amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    wonAt: at('won_at').notNull(),
  },
  (table) => [
    index('winners_merchant_won_idx').on(table.merchantCode, table.wonAt.desc()),
    index('winners_merchant_type_won_idx').on(table.merchantCode, table.gameType, table.wonAt.desc()),
  ],
);

/** Live-stream hosts (spec: live model list); only active and streaming ones are listed. */
export const liveModels = pgTable(
  'live_models',
  {
    id: text('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    avatarUrl: text('avatar_url').notNull(),
    /** active, streaming or offline. */
    status: text('status').notNull(),
    /** free, VIP or payPerView. */
    roomType: text('room_type').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('live_models_merchant_idx').on(table.merchantCode, table.sortOrder)],
);

/* ---------------------------------------------------------------- wallet (amounts in integer minor units) */

// Money history outlives its member: the tables below refuse the delete of a member who has rows in them
// (on delete restrict). A member is closed (disabled) or anonymised, never deleted.

/**
 * One wallet per member in the merchant's currency. `balance_minor` is only ever changed in the same
 * transaction that writes the ledger row explaining it, and can never go below zero.
 */
export const wallets = pgTable(
  'wallets',
  {
    memberId: uuid('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'restrict' }),
    currency: text('currency').notNull(),
    balanceMinor: bigint('balance_minor', { mode: 'number' }).notNull().default(0),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [check('wallets_balance_not_negative', sql`${table.balanceMinor} >= 0`)],
);

/**
 * Every balance change: deposit, withdrawal, withdrawal_return, bet, win, refund. `reference` names what
 * caused it (deposit id, withdrawal id, or vendor:transactionId) and is unique per kind, so a change can
 * be written only once.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: memberIdColumn('restrict'),
    kind: text('kind').notNull(),
    reference: text('reference').notNull(),
    currency: text('currency').notNull(),
    /** Signed: credits positive, debits negative. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('ledger_entries_kind_reference_unique').on(table.kind, table.reference),
    index('ledger_entries_member_idx').on(table.memberId, table.id),
    // The console dashboard's time ranges (decision 0045).
    index('ledger_entries_created_idx').on(table.createdAt),
  ],
);

/**
 * Seamless-wallet calls of game vendors, one row per (vendor, transaction id): a repeat answers the stored
 * result. `request_hash` tells a true repeat from a reused id with other content.
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    vendor: text('vendor').notNull(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind').notNull(),
    memberId: memberIdColumn('restrict'),
    roundId: text('round_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    requestHash: text('request_hash').notNull(),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }).references(() => ledgerEntries.id),
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'number' }).notNull(),
    /** Set on a bet once a refund returned it. */
    refundedAt: at('refunded_at'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.vendor, table.transactionId] })],
);

/** A game round as the betting record shows it: what was staked and won on one game. */
export const gameRounds = pgTable(
  'game_rounds',
  {
    vendor: text('vendor').notNull(),
    roundId: text('round_id').notNull(),
    memberId: memberIdColumn('restrict'),
    nodeId: text('node_id').references(() => games.nodeId, { onDelete: 'set null' }),
    gameType: text('game_type').notNull(),
    gameName: text('game_name').notNull(),
    currency: text('currency').notNull(),
    betMinor: bigint('bet_minor', { mode: 'number' }).notNull().default(0),
    winMinor: bigint('win_minor', { mode: 'number' }).notNull().default(0),
    /** open, settled or refunded. */
    status: text('status').notNull(),
    betAt: at('bet_at').notNull(),
    settledAt: at('settled_at'),
  },
  (table) => [
    primaryKey({ columns: [table.vendor, table.roundId] }),
    index('game_rounds_member_bet_at_idx').on(table.memberId, table.betAt.desc()),
  ],
);

/** The columns a member's money request (deposit or withdrawal) has; each table documents its `status` values. */
const moneyRequestColumns = () => ({
  id: uuid('id').primaryKey(),
  memberId: memberIdColumn('restrict'),
  currency: text('currency').notNull(),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  status: text('status').notNull(),
  createdAt: at('created_at').notNull(),
});

/**
 * Deposit `status`: pending, confirmed, failed or rejected. A bank transfer (decision 0047) carries the
 * member's reference and, once reviewed, the operator and any reason for rejecting it.
 */
export const deposits = pgTable(
  'deposits',
  {
    ...moneyRequestColumns(),
    channelId: text('channel_id').notNull(),
    confirmedAt: at('confirmed_at'),
    reference: text('reference'),
    reviewedById: uuid('reviewed_by_id'),
    reviewedByUsername: text('reviewed_by_username'),
    reviewedAt: at('reviewed_at'),
    rejectReason: text('reject_reason'),
  },
  (table) => [
    index('deposits_member_created_idx').on(table.memberId, table.createdAt.desc()),
    index('deposits_pending_idx').on(table.createdAt).where(sql`${table.status} = 'pending'`),
    index('deposits_confirmed_idx').on(table.confirmedAt).where(sql`${table.status} = 'confirmed'`),
  ],
);

/**
 * A member's payout destination (decision 0046): `number` normalised (no spaces, upper-case), shown masked.
 * `removed_at` set: removed by the member but kept because a withdrawal names it.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: uuid('id').primaryKey(),
    memberId: memberIdColumn('cascade'),
    kind: text('kind').notNull(),
    institution: text('institution').notNull(),
    holderName: text('holder_name').notNull(),
    number: text('number').notNull(),
    createdAt: at('created_at').notNull(),
    removedAt: at('removed_at'),
  },
  (table) => [
    uniqueIndex('payout_accounts_live_number_idx')
      .on(table.memberId, table.kind, table.number)
      .where(sql`${table.removedAt} is null`),
  ],
);

/**
 * Withdrawal `status` (decision 0046): pending_review, approved, processing, paid, failed, unknown, rejected,
 * cancelled. amount_minor is what the member receives; amount_minor + fee_minor left the balance and returns
 * (ledger withdrawal_return, once) on failed, rejected or cancelled. The payout_* columns keep the destination
 * as it was when requested. next_check_at: when the payout job next looks at an approved, processing or
 * unknown withdrawal.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    ...moneyRequestColumns(),
    feeMinor: bigint('fee_minor', { mode: 'number' }).notNull().default(0),
    payoutAccountId: uuid('payout_account_id').references(() => payoutAccounts.id, { onDelete: 'restrict' }),
    payoutKind: text('payout_kind'),
    payoutInstitution: text('payout_institution'),
    payoutHolderName: text('payout_holder_name'),
    payoutMaskedNumber: text('payout_masked_number'),
    reviewedAt: at('reviewed_at'),
    reviewedById: uuid('reviewed_by_id'),
    reviewedByUsername: text('reviewed_by_username'),
    reason: text('reason'),
    providerReference: text('provider_reference'),
    submittedAt: at('submitted_at'),
    nextCheckAt: at('next_check_at'),
    completedAt: at('completed_at'),
  },
  (table) => [
    index('withdrawals_member_created_idx').on(table.memberId, table.createdAt.desc()),
    index('withdrawals_created_idx').on(table.createdAt.desc(), table.id),
    index('withdrawals_approved_idx').on(table.reviewedAt).where(sql`${table.status} = 'approved'`),
    index('withdrawals_pending_review_idx').on(table.memberId).where(sql`${table.status} = 'pending_review'`),
    index('withdrawals_payout_due_idx')
      .on(table.nextCheckAt)
      .where(sql`${table.status} in ('approved', 'processing', 'unknown')`),
  ],
);

/* ---------------------------------------------------------------- sandbox vendor: lottery draws */

/** Draws of the sandbox vendor's lotteries, one per lottery and issue; `result` is null until drawn. */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    lotteryCode: text('lottery_code').notNull(),
    issue: text('issue').notNull(),
    drawAt: at('draw_at').notNull(),
    result: jsonb('result').$type<{ tier: string; numbers: string[] }[]>(),
    drawnAt: at('drawn_at'),
  },
  (table) => [
    primaryKey({ columns: [table.lotteryCode, table.issue] }),
    index('lottery_draws_code_draw_at_idx').on(table.lotteryCode, table.drawAt.desc()),
  ],
);

/** Tickets bought in the sandbox lottery lobby, settled when their draw is drawn. */
export const lotteryTickets = pgTable(
  'lottery_tickets',
  {
    id: uuid('id').primaryKey(),
    memberId: memberIdColumn('restrict'),
    lotteryCode: text('lottery_code').notNull(),
    issue: text('issue').notNull(),
    nodeId: text('node_id').notNull(),
    vendor: text('vendor').notNull(),
    /** The bet kind and the numbers picked, as the lottery lobby sent them. */
    pick: jsonb('pick').$type<{ betType: string; numbers: string[] }>().notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    freePlay: boolean('free_play').notNull().default(false),
    winMinor: bigint('win_minor', { mode: 'number' }),
    /** open, settled or refunded. */
    status: text('status').notNull(),
    createdAt: at('created_at').notNull(),
    settledAt: at('settled_at'),
  },
  (table) => [
    index('lottery_tickets_draw_idx').on(table.lotteryCode, table.issue).where(sql`${table.status} = 'open'`),
    index('lottery_tickets_member_idx').on(table.memberId, table.createdAt.desc()),
  ],
);

/* ---------------------------------------------------------------- messages */

/** An inbox message's title and (sanitised HTML) content in each language it is written in besides its own. */
export type InboxMessageTexts = Partial<Record<CanonicalLanguage, { title: string; content: string }>>;

/** Inbox (/m/webEmail) messages to one member; content is sanitised HTML. Deleting hides a message. */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: uuid('id').primaryKey(),
    memberId: memberIdColumn('cascade'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /**
     * A message the system writes (e.g. failed_logins): the client shows its own translation of the code
     * with `params`; title and content hold the English text for clients that do not know the code.
     */
    code: text('code'),
    params: jsonb('params').$type<Record<string, string | number>>(),
    /**
     * The message in other languages, by canonical language code (decision 0076): the inbox shows the
     * reader's, else title and content. Null: one text for every reader (an operator's campaign).
     */
    texts: jsonb('texts').$type<InboxMessageTexts>(),
    readAt: at('read_at'),
    deletedAt: at('deleted_at'),
    /** The operator campaign that wrote it; one message per member and campaign. */
    campaignId: uuid('campaign_id').references((): AnyPgColumn => inboxCampaigns.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    index('inbox_messages_member_created_idx').on(table.memberId, table.createdAt.desc()),
    uniqueIndex('inbox_messages_campaign_member_unique')
      .on(table.campaignId, table.memberId)
      .where(sql`${table.campaignId} is not null`),
    index('inbox_messages_unread_idx')
      .on(table.memberId)
      .where(sql`${table.readAt} is null and ${table.deletedAt} is null`),
  ],
);

/**
 * An operator's message to one member, a VIP level or every member (merchant_code null: every merchant, a
 * platform operator's), delivered in batches by the campaign job: `cursor` is the last member id written.
 */
export const inboxCampaigns = pgTable(
  'inbox_campaigns',
  {
    id: uuid('id').primaryKey(),
    merchantCode: text('merchant_code'),
    /** member, vipLevel or all. */
    audienceKind: text('audience_kind').notNull(),
    memberId: uuid('member_id'),
    vipLabel: text('vip_label'),
    title: text('title').notNull(),
    /** Sanitised HTML. */
    content: text('content').notNull(),
    /** queued, sending or sent. */
    status: text('status').notNull(),
    cursor: uuid('cursor'),
    audienceCount: integer('audience_count').notNull(),
    deliveredCount: integer('delivered_count').notNull().default(0),
    operatorId: uuid('operator_id'),
    createdAt: at('created_at').notNull(),
    sentAt: at('sent_at'),
  },
  (table) => [
    index('inbox_campaigns_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} in ('queued', 'sending')`),
  ],
);

/** Live chat between a member and customer service; unread counts are support messages not yet read. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: memberIdColumn('cascade'),
    /** member or support. */
    sender: text('sender').notNull(),
    body: text('body').notNull(),
    readAt: at('read_at'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('chat_messages_member_idx').on(table.memberId, table.id)],
);

/* ---------------------------------------------------------------- agents */

/** Contracts (daily salary, dividend, hourly salary) an upline offers an agent; terms as the contract shows them. */
export const agentContractRequests = pgTable(
  'agent_contract_requests',
  {
    id: uuid('id').primaryKey(),
    memberId: memberIdColumn('cascade'),
    /** salary, dividend or hourly. */
    kind: text('kind').notNull(),
    offeredBy: text('offered_by').notNull(),
    terms: jsonb('terms')
      .$type<{ termCode: string; value: number; unit: 'amount' | 'percent' | 'hours' | 'members' }[]>()
      .notNull(),
    /** pending, accepted, declined (the agent's answer), approved, rejected (an operator's), superseded. */
    status: text('status').notNull(),
    offeredAt: at('offered_at').notNull(),
    respondedAt: at('responded_at'),
    /** The pay table (decision 0058); null on requests stored before it existed: the kind's default plan. */
    plan: jsonb('plan').$type<ContractPlan>(),
    reviewedAt: at('reviewed_at'),
    reviewedBy: uuid('reviewed_by'),
    reviewedByUsername: text('reviewed_by_username'),
    rejectReason: text('reject_reason'),
    /** An approved contract ends when a later one of its kind is approved: periods starting from then are not its. */
    endsAt: at('ends_at'),
    /** Pay is computed for every period of this approved contract that ends by this instant. */
    settledThrough: at('settled_through'),
  },
  (table) => [
    index('agent_contract_requests_member_idx').on(table.memberId, table.kind, table.offeredAt.desc()),
    index('agent_contract_requests_status_idx').on(table.status, table.offeredAt),
  ],
);

/**
 * One settled period's pay of an approved contract (decision 0058): written once per agent, contract and
 * period (the unique index), paid through the ledger once (status due → paid, ledger kind agent_pay with
 * the payout id as its reference).
 */
export const agentPayouts = pgTable(
  'agent_payouts',
  {
    id: uuid('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    memberId: memberIdColumn('restrict'),
    requestId: uuid('request_id')
      .notNull()
      .references(() => agentContractRequests.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    /** YYYY-MM-DD (salary), YYYY-MM-DDTHH (hourly) or the week's Monday (dividend), merchant time. */
    period: text('period').notNull(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    basis: text('basis').notNull(),
    turnoverMinor: bigint('turnover_minor', { mode: 'number' }).notNull(),
    netLossMinor: bigint('net_loss_minor', { mode: 'number' }).notNull(),
    /** 1-based tier reached; null: none. */
    tier: integer('tier'),
    /** The reached tier's rate (major units, or percent for a dividend); 0 when none. */
    rate: doublePrecision('rate').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** due, held, paid or none. */
    status: text('status').notNull(),
    computedAt: at('computed_at').notNull(),
    /** A due payout is paid from this instant on (the hold window). */
    payableAt: at('payable_at').notNull(),
    paidAt: at('paid_at'),
    holdReason: text('hold_reason'),
    heldBy: uuid('held_by'),
    heldByUsername: text('held_by_username'),
  },
  (table) => [
    uniqueIndex('agent_payouts_period_idx').on(table.memberId, table.requestId, table.period),
    index('agent_payouts_due_idx').on(table.status, table.payableAt),
    index('agent_payouts_list_idx').on(table.merchantCode, table.periodStart.desc()),
    index('agent_payouts_member_idx').on(table.memberId, table.periodStart.desc()),
  ],
);

/* ---------------------------------------------------------------- promotions */

/** A promotion's title, summary and (sanitised HTML) content in each language it is written in besides its own. */
export type ActivityTexts = Partial<
  Record<CanonicalLanguage, { title: string; summary: string; content: string }>
>;

/** Promotions of /m/activity per merchant; null language shows in every language. */
export const activities = pgTable(
  'activities',
  {
    id: text('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code, { onDelete: 'cascade' }),
    language: text('language'),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    content: text('content').notNull(),
    /**
     * The promotion in other languages, by canonical language code (decision 0076): the list and the
     * generated picture show the reader's, else title, summary and content. Null: one text for every reader.
     */
    texts: jsonb('texts').$type<ActivityTexts>(),
    imageUrl: text('image_url').notNull(),
    rewardMinor: bigint('reward_minor', { mode: 'number' }).notNull().default(0),
    /** Joining asks for a remark (comment). */
    remarkRequired: boolean('remark_required').notNull().default(false),
    /** Joined entries are approved at once (Claim) instead of waiting for review (Applying). */
    autoApprove: boolean('auto_approve').notNull().default(true),
    /** A paid reward adds reward × this to the member's outstanding turnover (decision 0048); 0: none. */
    turnoverMultiple: integer('turnover_multiple').notNull().default(0),
    /** An approved reward (Claim) not claimed within this many days of joining expires; null: never. */
    claimDays: integer('claim_days'),
    startAt: at('start_at').notNull(),
    endAt: at('end_at'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('activities_merchant_idx').on(table.merchantCode, table.sortOrder)],
);

/** A member's entry in an activity, with its status of spec §9. */
export const activityEntries = pgTable(
  'activity_entries',
  {
    activityId: text('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    memberId: memberIdColumn('cascade'),
    status: text('status').notNull(),
    remark: text('remark'),
    joinedAt: at('joined_at').notNull(),
    claimedAt: at('claimed_at'),
    /** Names the entry as a reward claim in the console (decision 0048). */
    id: uuid('id').notNull().defaultRandom(),
    /** The operator who approved or rejected the application, when, and the reason given. */
    decidedById: uuid('decided_by_id'),
    decidedByUsername: text('decided_by_username'),
    decidedAt: at('decided_at'),
    decisionReason: text('decision_reason'),
    /** When the expiry job expired the unclaimed reward (status Expired). */
    expiredAt: at('expired_at'),
  },
  (table) => [
    primaryKey({ columns: [table.activityId, table.memberId] }),
    uniqueIndex('activity_entries_id_idx').on(table.id),
    index('activity_entries_status_idx').on(table.status, table.joinedAt),
  ],
);

/** Daily sign-ins (LOGIN promo): one row per member and day of the member's calendar. */
export const signIns = pgTable(
  'sign_ins',
  {
    memberId: memberIdColumn('restrict'),
    day: text('day').notNull(),
    streak: integer('streak').notNull(),
    rewardMinor: bigint('reward_minor', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.day] })],
);

/** The reward centre's rewards (REWCEN3): claimable, claimed (paid to the wallet) or issued directly. */
export const rewards = pgTable(
  'rewards',
  {
    id: uuid('id').primaryKey(),
    memberId: memberIdColumn('restrict'),
    sourceCode: text('source_code').notNull(),
    title: text('title').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** Claim, Claimed or Issued. */
    status: text('status').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at'),
    claimedAt: at('claimed_at'),
  },
  (table) => [index('rewards_member_idx').on(table.memberId, table.createdAt.desc())],
);

/* ---------------------------------------------------------------- turnover */

/** A member's outstanding turnover (decision 0048): what settled bets must still cover before a withdrawal. */
export const memberTurnover = pgTable('member_turnover', {
  memberId: memberIdColumn('cascade').primaryKey(),
  outstandingMinor: bigint('outstanding_minor', { mode: 'number' }).notNull(),
  updatedAt: at('updated_at').notNull(),
});

/**
 * What raised or lowered a member's turnover requirement: a reward or deposit (kind and its reference, once
 * each) or an operator's waiver. Bets paying it down are not listed (they change only member_turnover).
 */
export const turnoverEvents = pgTable(
  'turnover_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: memberIdColumn('cascade'),
    /** reward, deposit or operator. */
    kind: text('kind').notNull(),
    reference: text('reference').notNull(),
    /** Signed change of the outstanding amount. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    outstandingAfterMinor: bigint('outstanding_after_minor', { mode: 'number' }).notNull(),
    reason: text('reason'),
    operatorId: uuid('operator_id'),
    operatorUsername: text('operator_username'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('turnover_events_kind_reference_idx').on(table.kind, table.reference),
    index('turnover_events_member_idx').on(table.memberId, table.createdAt.desc()),
  ],
);

/** A deposit channel's turnover multiple per merchant (decision 0048); a channel without a row has none. */
export const depositChannelTurnover = pgTable(
  'deposit_channel_turnover',
  {
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code, { onDelete: 'cascade' }),
    channelId: text('channel_id').notNull(),
    multiple: integer('multiple').notNull(),
  },
  (table) => [primaryKey({ columns: [table.merchantCode, table.channelId] })],
);

/* ---------------------------------------------------------------- feedback */

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey(),
    memberId: memberIdColumn('cascade'),
    category: text('category').notNull(),
    content: text('content').notNull(),
    /** received or answered. */
    status: text('status').notNull(),
    /** The operator's answer (plain text), given once; who gave it (id and username at the time) and when. */
    answer: text('answer'),
    answeredById: uuid('answered_by_id'),
    answeredByUsername: text('answered_by_username'),
    answeredAt: at('answered_at'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    index('feedback_member_idx').on(table.memberId, table.createdAt.desc()),
    index('feedback_status_created_idx').on(table.status, table.createdAt.desc()),
  ],
);

/** Images attached to feedback, kept after their content was checked to be png or jpeg. */
export const feedbackImages = pgTable(
  'feedback_images',
  {
    feedbackId: uuid('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    mimeType: text('mime_type').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.feedbackId, table.position] })],
);

/** The receipt image (png or jpeg) a member attached to a bank-transfer deposit. */
export const depositReceipts = pgTable('deposit_receipts', {
  depositId: uuid('deposit_id')
    .primaryKey()
    .references(() => deposits.id, { onDelete: 'cascade' }),
  mimeType: text('mime_type').notNull(),
  bytes: bytea('bytes').notNull(),
});

/** Identity documents and proofs of address members upload for review (decision 0053); stored privately. */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: uuid('id').primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    merchantCode: text('merchant_code').notNull(),
    /** identity | address */
    kind: text('kind').notNull(),
    /** pending | approved | rejected */
    status: text('status').notNull(),
    mimeType: text('mime_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: at('created_at').notNull(),
    reviewedAt: at('reviewed_at'),
    reviewedBy: uuid('reviewed_by'),
    reviewedByUsername: text('reviewed_by_username'),
    rejectReason: text('reject_reason'),
  },
  (table) => [
    index('kyc_documents_member_idx').on(table.memberId, table.createdAt),
    index('kyc_documents_queue_idx').on(table.merchantCode, table.status, table.createdAt),
  ],
);

/**
 * People who run the platform in the console; not members. merchant_code null: a platform operator (every
 * merchant). The password is set through a one-time enrolment link; the TOTP secret is made at the first
 * login and counts once the first code is verified (enrolled).
 */
export const operators = pgTable(
  'operators',
  {
    id: uuid('id').primaryKey(),
    merchantCode: text('merchant_code').references(() => merchants.code),
    username: text('username').notNull(),
    /** argon2id; null until the operator has used the enrolment link. */
    passwordHash: text('password_hash'),
    /** owner, admin, finance, support, content or auditor. */
    role: text('role').notNull(),
    /** Base32 RFC 6238 secret. */
    totpSecret: text('totp_secret'),
    totpEnrolled: boolean('totp_enrolled').notNull().default(false),
    /** The last accepted TOTP time step: a code is accepted once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** SHA-256 of the one-time enrolment token, and when it stops working. */
    enrolmentTokenHash: text('enrolment_token_hash'),
    enrolmentExpiresAt: at('enrolment_expires_at'),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('operators_username_unique').on(sql`lower(${table.username})`),
    uniqueIndex('operators_enrolment_token_unique').on(table.enrolmentTokenHash),
    index('operators_merchant_idx').on(table.merchantCode),
  ],
);

const operatorIdColumn = () =>
  uuid('operator_id')
    .notNull()
    .references(() => operators.id, { onDelete: 'cascade' });

/** Single-use codes that stand in for a TOTP code; only their SHA-256 is kept. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: uuid('id').primaryKey(),
    operatorId: operatorIdColumn(),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [index('operator_recovery_codes_operator_idx').on(table.operatorId)],
);

/** Console sessions (cookie): only the SHA-256 of the token is kept; the CSRF token is shown to its holder. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: uuid('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    operatorId: operatorIdColumn(),
    csrfToken: text('csrf_token').notNull(),
    ...sessionTimes(),
    ip: text('ip'),
  },
  (table) => [
    uniqueIndex('operator_sessions_token_hash_unique').on(table.tokenHash),
    index('operator_sessions_operator_idx').on(table.operatorId),
  ],
);

/**
 * What operators did and were refused, append-only: a trigger refuses UPDATE and DELETE. Operator fields
 * are copied, not referenced, so a row outlives any change to its operator; operator_id is null when no
 * operator is known (a login with an unknown username).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id'),
    operatorUsername: text('operator_username'),
    role: text('role'),
    merchantCode: text('merchant_code'),
    action: text('action').notNull(),
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    ip: text('ip'),
    requestId: text('request_id'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    index('audit_events_created_idx').on(table.createdAt.desc(), table.id),
    index('audit_events_operator_idx').on(table.operatorId, table.createdAt.desc()),
    index('audit_events_merchant_idx').on(table.merchantCode, table.createdAt.desc()),
  ],
);

/**
 * Console balance adjustments (decision 0042): the request, who made it, and, above the merchant's threshold,
 * who approved or rejected it. The ledger row it wrote (kind adjustment, referenced by this id) is the money.
 */
export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    id: uuid('id').primaryKey(),
    memberId: memberIdColumn('restrict'),
    /** Copied when made, as shown in the queue (usernames do not change). */
    memberUsername: text('member_username').notNull(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    /** credit or debit. */
    direction: text('direction').notNull(),
    /** Positive; the direction gives the sign. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    /** applied, pending_approval, approved or rejected. */
    status: text('status').notNull(),
    createdById: uuid('created_by_id').notNull(),
    createdByUsername: text('created_by_username').notNull(),
    createdAt: at('created_at').notNull(),
    decidedById: uuid('decided_by_id'),
    decidedByUsername: text('decided_by_username'),
    decidedAt: at('decided_at'),
    decisionReason: text('decision_reason'),
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'number' }),
  },
  (table) => [
    index('balance_adjustments_merchant_idx').on(table.merchantCode, table.status, table.createdAt.desc()),
    index('balance_adjustments_member_idx').on(table.memberId, table.createdAt.desc()),
    check('balance_adjustments_amount_positive', sql`${table.amountMinor} > 0`),
  ],
);

/** What operators wrote about a member in the console; the author is copied, as in the audit trail. */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: uuid('id').primaryKey(),
    memberId: memberIdColumn('cascade'),
    operatorId: uuid('operator_id'),
    operatorUsername: text('operator_username').notNull(),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('member_notes_member_idx').on(table.memberId, table.createdAt.desc())],
);

/**
 * The daily close (decision 0049): one row per merchant day once that day has ended, a trial balance of the
 * merchant's wallets. Opening (the previous close's closing) plus the day's ledger movements equals the
 * closing, which is the sum of every wallet's balance after its last entry of the day (a CHECK holds them
 * together). A trigger refuses UPDATE and DELETE: a later correction is an adjustment on an open day.
 */
export const dailyCloses = pgTable(
  'daily_closes',
  {
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    day: date('day', { mode: 'string' }).notNull(),
    openingMinor: bigint('opening_minor', { mode: 'number' }).notNull(),
    /** Sum of the day's ledger amounts per kind (minor units, signed). */
    movements: jsonb('movements').$type<Record<string, number>>().notNull(),
    movementsMinor: bigint('movements_minor', { mode: 'number' }).notNull(),
    closingMinor: bigint('closing_minor', { mode: 'number' }).notNull(),
    entryCount: integer('entry_count').notNull(),
    closedAt: at('closed_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.merchantCode, table.day] }),
    check(
      'daily_closes_balanced',
      sql`${table.openingMinor} + ${table.movementsMinor} = ${table.closingMinor}`,
    ),
  ],
);

/**
 * Time-outs and self-exclusions a member started (issue 17, decision 0050). Rows are never lifted early:
 * endsAt null is permanent. After a self-exclusion ends, the first login asks to return and sets
 * reopensAt (24 hours later); the account stays closed until then.
 */
export const playerExclusions = pgTable(
  'player_exclusions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: memberIdColumn('cascade'),
    merchantCode: text('merchant_code').notNull(),
    /** time_out or self_exclusion. */
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    startedAt: at('started_at').notNull(),
    endsAt: at('ends_at'),
    reopensAt: at('reopens_at'),
  },
  (table) => [
    index('player_exclusions_member_idx').on(table.memberId, table.startedAt),
    index('player_exclusions_merchant_idx').on(table.merchantCode, table.startedAt),
  ],
);

/**
 * The merchant's own exclusion register (decision 0055), kept in the console: a person identified by a
 * mobile number (dialing code and number, as members store them) and/or a username (lower case) may not
 * register or log in. An entry is never deleted: removing it sets removed_at with who and why.
 */
export const exclusionRegisterEntries = pgTable(
  'exclusion_register_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantCode: text('merchant_code').notNull(),
    countryDialingCode: text('country_dialing_code'),
    mobileNum: text('mobile_num'),
    /** Lower case, compared with the member's username in lower case. */
    username: text('username'),
    reason: text('reason').notNull(),
    addedByUsername: text('added_by_username').notNull(),
    createdAt: at('created_at').notNull(),
    removedAt: at('removed_at'),
    removedByUsername: text('removed_by_username'),
    removeReason: text('remove_reason'),
  },
  (table) => [
    index('exclusion_register_mobile_idx')
      .on(table.merchantCode, table.countryDialingCode, table.mobileNum)
      .where(sql`removed_at is null`),
    index('exclusion_register_username_idx')
      .on(table.merchantCode, table.username)
      .where(sql`removed_at is null`),
    index('exclusion_register_created_idx').on(table.merchantCode, table.createdAt),
  ],
);

/**
 * A member's own deposit, loss and wager limits (decision 0051), one row per kind and period while a limit
 * is in force or a change is pending. A pending raise or removal waits until pending_due_at, then for the
 * member's confirmation.
 */
export const playerLimits = pgTable(
  'player_limits',
  {
    memberId: memberIdColumn('cascade'),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    /** The limit in force, minor units; null: none. */
    amountMinor: bigint('amount_minor', { mode: 'number' }),
    /** Set while a raise or removal is pending. */
    pendingDueAt: at('pending_due_at'),
    /** The pending limit; null with pending_due_at set: a removal. */
    pendingAmountMinor: bigint('pending_amount_minor', { mode: 'number' }),
    /**
     * A stricter limit an operator set (decision 0055); the limit in force is the lower of the two. Minor units
     * (session: minutes); null: none.
     */
    operatorAmountMinor: bigint('operator_amount_minor', { mode: 'number' }),
    operatorReason: text('operator_reason'),
    operatorSetBy: text('operator_set_by'),
    operatorSetAt: at('operator_set_at'),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.kind, table.period] })],
);

/**
 * Running bets and net loss of a member per period (day:YYYY-MM-DD, week:YYYY-MM-DD of its Monday,
 * month:YYYY-MM in the merchant's timezone), kept while the member has a loss or wager limit; a bet updates
 * it in its own transaction with a conditional update, so concurrent bets never pass a limit. Day rows also
 * count play time for a session limit.
 */
export const playerLimitTotals = pgTable(
  'player_limit_totals',
  {
    memberId: memberIdColumn('cascade'),
    period: text('period').notNull(),
    wageredMinor: bigint('wagered_minor', { mode: 'number' }).notNull().default(0),
    lostMinor: bigint('lost_minor', { mode: 'number' }).notNull().default(0),
    /** Play time of a day period while the member has a session limit: launches and bets, gaps capped. */
    playedSeconds: integer('played_seconds').notNull().default(0),
    lastPlayAt: at('last_play_at'),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.period] })],
);

/**
 * A member's reality-check clock (decision 0052): the chosen interval (null: the merchant's default), the play
 * session (first launch or bet; a new one after a pause) and the last acknowledged check.
 */
export const realityChecks = pgTable('reality_checks', {
  memberId: memberIdColumn('cascade').primaryKey(),
  intervalMinutes: integer('interval_minutes'),
  /** Test facilities only: an interval in seconds that overrides the minutes. */
  testIntervalSeconds: integer('test_interval_seconds'),
  sessionStartedAt: at('session_started_at'),
  lastPlayAt: at('last_play_at'),
  acknowledgedAt: at('acknowledged_at'),
});
