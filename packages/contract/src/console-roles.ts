import { z } from 'zod';

/** What an operator may do: one permission per console operation (issue 15). */
export const CONSOLE_OPERATIONS = [
  'getConsoleDashboard',
  'listConsoleMembers',
  'getConsoleMember',
  'setConsoleMemberLock',
  'endConsoleMemberSessions',
  'addConsoleMemberNote',
  'createBalanceAdjustment',
  'approveBalanceAdjustment',
  'listBalanceAdjustments',
  'listDepositRequests',
  'reviewDepositRequest',
  'listKycReviews',
  'reviewKycDocument',
  'listFeedbackTickets',
  'answerFeedback',
  'sendInboxMessage',
  'listAuditEvents',
  'listOperators',
  'createOperator',
  'updateOperator',
  'listRewardClaims',
  'reviewRewardClaim',
  'setConsoleTurnover',
  'listWithdrawalRequests',
  'getWithdrawalRequest',
  'reviewWithdrawalRequest',
  'getConsoleReport',
  'getConsoleReconciliation',
  'getConsoleMemberProtection',
  'setConsoleMemberLimits',
  'listConsoleExclusions',
  'addConsoleExclusionEntry',
  'removeConsoleExclusionEntry',
  'listConsoleAnnouncements',
  'saveConsoleAnnouncement',
  'deleteConsoleAnnouncement',
  'listConsoleBanners',
  'saveConsoleBanner',
  'deleteConsoleBanner',
  'listConsoleHelpArticles',
  'saveConsoleHelpArticle',
  'deleteConsoleHelpArticle',
  'uploadConsoleImage',
  'listAgentContractRequests',
  'reviewAgentContractRequest',
  'getConsoleAgent',
  'listAgentPayouts',
  'holdAgentPayout',
  'getConsoleMerchantSettings',
  'updateConsoleMerchantSettings',
  'listConsoleMerchantSettingVersions',
  'restoreConsoleMerchantSettingVersion',
  'listConsoleVendors',
  'updateConsoleVendor',
  'syncConsoleVendorGames',
  'listConsoleGames',
  'updateConsoleGames',
  'listConsoleMerchants',
  'createConsoleMerchant',
  'updateConsoleMerchant',
] as const;
export const ConsolePermission = z.enum(CONSOLE_OPERATIONS);
export type ConsolePermission = z.infer<typeof ConsolePermission>;

export const CONSOLE_ROLES = ['owner', 'admin', 'finance', 'support', 'content', 'auditor'] as const;
export const ConsoleRole = z.enum(CONSOLE_ROLES);
export type ConsoleRole = z.infer<typeof ConsoleRole>;

const READS: ConsolePermission[] = [
  'getConsoleDashboard',
  'listConsoleMembers',
  'getConsoleMember',
  'listFeedbackTickets',
  'listDepositRequests',
  'listKycReviews',
  'listRewardClaims',
  'listWithdrawalRequests',
  'getWithdrawalRequest',
  'getConsoleMemberProtection',
  'listConsoleExclusions',
  'listAgentContractRequests',
  'getConsoleAgent',
  'listAgentPayouts',
  'getConsoleMerchantSettings',
  'listConsoleMerchantSettingVersions',
];
const MEMBER_CARE: ConsolePermission[] = [
  'setConsoleMemberLock',
  'endConsoleMemberSessions',
  'addConsoleMemberNote',
  'answerFeedback',
  'sendInboxMessage',
  'reviewKycDocument',
  'setConsoleMemberLimits',
  'addConsoleExclusionEntry',
  'removeConsoleExclusionEntry',
];
const MONEY: ConsolePermission[] = [
  'createBalanceAdjustment',
  'approveBalanceAdjustment',
  'listBalanceAdjustments',
  'reviewDepositRequest',
  'reviewRewardClaim',
  'setConsoleTurnover',
  'reviewWithdrawalRequest',
  'reviewAgentContractRequest',
  'holdAgentPayout',
];
/** Reports and reconciliation (decision 0049): finance and the auditor, not support. */
const FINANCE_READS: ConsolePermission[] = ['getConsoleReport', 'getConsoleReconciliation'];
/** Content (decision 0057): the content role, admin and owner write; every reading role reads. */
const CONTENT_READS: ConsolePermission[] = [
  'listConsoleAnnouncements',
  'listConsoleBanners',
  'listConsoleHelpArticles',
  'listConsoleVendors',
  'listConsoleGames',
];
const CONTENT_WRITES: ConsolePermission[] = [
  'saveConsoleAnnouncement',
  'deleteConsoleAnnouncement',
  'saveConsoleBanner',
  'deleteConsoleBanner',
  'saveConsoleHelpArticle',
  'deleteConsoleHelpArticle',
  'uploadConsoleImage',
  'updateConsoleVendor',
  'syncConsoleVendorGames',
  'updateConsoleGames',
];
/** Merchant settings (decision 0059): content saves them too, but not the protection section. */
const SETTINGS: ConsolePermission[] = [
  'getConsoleMerchantSettings',
  'listConsoleMerchantSettingVersions',
  'updateConsoleMerchantSettings',
  'restoreConsoleMerchantSettingVersion',
];
const OPERATOR_MANAGEMENT: ConsolePermission[] = ['listOperators', 'createOperator', 'updateOperator'];

/**
 * The permissions of each role (decision 0039): the owner everything; the admin everything but managing
 * operators; finance the money (adjustments and their queue, the deposit queue and its reviews (decision
 * 0047), reward claims and turnover (0048), agent contracts and their payouts (0058)); support the members
 * (their protection limits and the exclusion register too, 0055), feedback and messages; content its content
 * screens (0057), games and vendors (0060), the merchant settings but their protection section (0059) and
 * the dashboard; the auditor reads, the audit trail and the adjustments
 * queue only (decision 0042).
 */
export const ROLE_PERMISSIONS: Record<ConsoleRole, ReadonlySet<ConsolePermission>> = {
  owner: new Set(CONSOLE_OPERATIONS),
  admin: new Set(CONSOLE_OPERATIONS.filter((operation) => !OPERATOR_MANAGEMENT.includes(operation))),
  finance: new Set([...READS, ...MONEY, ...FINANCE_READS, ...CONTENT_READS]),
  support: new Set([...READS, ...MEMBER_CARE, ...CONTENT_READS]),
  content: new Set(['getConsoleDashboard', ...CONTENT_READS, ...CONTENT_WRITES, ...SETTINGS]),
  /* Withdrawal queue (decision 0046): finance, admin and owner review; support and the auditor list and see. */
  auditor: new Set([
    ...READS,
    ...FINANCE_READS,
    ...CONTENT_READS,
    'listAuditEvents',
    'listBalanceAdjustments',
  ]),
};

export const roleAllows = (role: ConsoleRole, permission: ConsolePermission): boolean =>
  ROLE_PERMISSIONS[role].has(permission);

/**
 * Operations of the platform, not of one merchant (decision 0061): only a platform operator (one with no
 * merchant) whose role allows them may call them; a merchant's owner or admin may not.
 */
export const PLATFORM_OPERATIONS: ReadonlySet<ConsolePermission> = new Set([
  'listConsoleMerchants',
  'createConsoleMerchant',
  'updateConsoleMerchant',
]);

/** Whether this operator (their role and merchant; null: the platform) may call the operation. */
export const operatorAllows = (
  operator: { role: ConsoleRole; merchantCode: string | null },
  permission: ConsolePermission,
): boolean =>
  roleAllows(operator.role, permission) &&
  (operator.merchantCode === null || !PLATFORM_OPERATIONS.has(permission));
