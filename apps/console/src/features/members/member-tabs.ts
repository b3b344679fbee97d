/** The lists of a member's file, in the order of the tabs; the address keeps the open one (`?tab=`). */
export const MEMBER_TABS = [
  'ledger',
  'bets',
  'deposits',
  'withdrawals',
  'sessions',
  'notes',
  'linked',
] as const;
export type MemberTab = (typeof MEMBER_TABS)[number];

export function readTab(search: string): MemberTab {
  const tab = new URLSearchParams(search).get('tab');
  return (MEMBER_TABS as readonly (string | null)[]).includes(tab) ? (tab as MemberTab) : 'ledger';
}

/** The tab an arrow, Home or End key moves to from `tab`, or undefined for any other key. */
export function tabAfterKey(tab: MemberTab, key: string): MemberTab | undefined {
  const at = MEMBER_TABS.indexOf(tab);
  const last = MEMBER_TABS.length - 1;
  const to: Record<string, number> = {
    ArrowRight: at === last ? 0 : at + 1,
    ArrowLeft: at === 0 ? last : at - 1,
    Home: 0,
    End: last,
  };
  const index = to[key];
  return index === undefined ? undefined : MEMBER_TABS[index];
}
