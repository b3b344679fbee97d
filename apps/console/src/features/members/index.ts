export { MemberPage } from './MemberPage.tsx';
export { MembersPage } from './MembersPage.tsx';
export { recordColumns } from './record-columns.tsx';
