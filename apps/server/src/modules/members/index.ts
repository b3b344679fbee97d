export { headIconSvg, headIconVersion } from './head-icons.ts';
export { linkedMembers } from './linked-members.ts';
export {
  countRecipients,
  memberDirectory,
  memberDirectoryFilter,
  type RecipientFilter,
  recipientIdsAfter,
} from './member-audience.ts';
export { memberCentreRoutes } from './member-centre-routes.ts';
export {
  emailTaken,
  findDownlines,
  findMemberById,
  findMemberByMobile,
  findMemberByUsername,
  findReferrer,
  findRowWithMember,
  insertMember,
  lockMember,
  type Member,
  merchantCodesOf,
  merchantMembers,
  type NewMember,
  recordLogin,
  setFirstPaymentPasswordHash,
  setPasswordHash,
} from './member-repository.ts';
export { memberRoutes } from './member-routes.ts';
export {
  type FoundMember,
  type LockChange,
  type MemberSearch,
  memberSearch,
  memberSearchValues,
  setMemberLock,
} from './member-search.ts';
export { membersPlugin } from './members-plugin.ts';
export { assertNewPassword } from './new-password.ts';
export type { PasswordHasher } from './passwords.ts';
export { realMemberIds, registrationsByDay } from './registration-figures.ts';
export { agentDownlinePairs, allMemberIds, downlineMemberIds, usernamesOf } from './report-members.ts';
export { visibleMember } from './visible-member.ts';
