export { MemberPage } from './MemberPage.tsx';
export { MembersPage } from './MembersPage.tsx';
