export { memberInfoQuery, useMemberInfo } from './api/get-member-info.ts';
export { vipLabel } from './vip-label.ts';
