import { type ConsolePermission, type ConsoleRole, operatorAllows } from '@lobby/contract';
import type { LucideIcon } from 'lucide-react';
import {
  Banknote,
  BookOpen,
  ChartColumn,
  GalleryHorizontal,
  Gamepad2,
  Gift,
  HandCoins,
  House,
  IdCard,
  ListChecks,
  Mail,
  Megaphone,
  MessageSquareText,
  Network,
  Scale,
  ScrollText,
  Settings,
  ShieldBan,
  Store,
  UserCog,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useRoute } from 'wouter';
import styles from './Frame.module.css';

interface Section {
  path: string;
  label:
    | 'frame.home'
    | 'frame.games'
    | 'frame.members'
    | 'frame.operators'
    | 'frame.audit'
    | 'frame.adjustments'
    | 'frame.deposits'
    | 'frame.rewards'
    | 'frame.kyc'
    | 'frame.agents'
    | 'frame.withdrawals'
    | 'frame.feedback'
    | 'frame.messages'
    | 'frame.reports'
    | 'frame.reconciliation'
    | 'frame.exclusions'
    | 'frame.announcements'
    | 'frame.banners'
    | 'frame.help'
    | 'frame.settings'
    | 'frame.merchants';
  icon: LucideIcon;
  /** Shown only to operators with this permission; the server checks again on every call. */
  permission?: ConsolePermission;
}

const SECTIONS: Section[] = [
  { path: '/', label: 'frame.home', icon: House },
  { path: '/members', label: 'frame.members', icon: Users, permission: 'listConsoleMembers' },
  { path: '/deposits', label: 'frame.deposits', icon: HandCoins, permission: 'listDepositRequests' },
  { path: '/withdrawals', label: 'frame.withdrawals', icon: Banknote, permission: 'listWithdrawalRequests' },
  { path: '/adjustments', label: 'frame.adjustments', icon: Scale, permission: 'listBalanceAdjustments' },
  { path: '/rewards', label: 'frame.rewards', icon: Gift, permission: 'listRewardClaims' },
  { path: '/kyc', label: 'frame.kyc', icon: IdCard, permission: 'listKycReviews' },
  { path: '/exclusions', label: 'frame.exclusions', icon: ShieldBan, permission: 'listConsoleExclusions' },
  { path: '/agents', label: 'frame.agents', icon: Network, permission: 'listAgentContractRequests' },
  { path: '/reports', label: 'frame.reports', icon: ChartColumn, permission: 'getConsoleReport' },
  {
    path: '/reconciliation',
    label: 'frame.reconciliation',
    icon: ListChecks,
    permission: 'getConsoleReconciliation',
  },
  { path: '/feedback', label: 'frame.feedback', icon: MessageSquareText, permission: 'listFeedbackTickets' },
  { path: '/messages', label: 'frame.messages', icon: Mail, permission: 'sendInboxMessage' },
  {
    path: '/content/announcements',
    label: 'frame.announcements',
    icon: Megaphone,
    permission: 'listConsoleAnnouncements',
  },
  {
    path: '/content/banners',
    label: 'frame.banners',
    icon: GalleryHorizontal,
    permission: 'listConsoleBanners',
  },
  { path: '/content/help', label: 'frame.help', icon: BookOpen, permission: 'listConsoleHelpArticles' },
  {
    path: '/settings',
    label: 'frame.settings',
    icon: Settings,
    permission: 'getConsoleMerchantSettings',
  },
  { path: '/games', label: 'frame.games', icon: Gamepad2, permission: 'listConsoleVendors' },
  { path: '/merchants', label: 'frame.merchants', icon: Store, permission: 'listConsoleMerchants' },
  { path: '/operators', label: 'frame.operators', icon: UserCog, permission: 'listOperators' },
  { path: '/audit', label: 'frame.audit', icon: ScrollText, permission: 'listAuditEvents' },
];

function SectionLink({ section }: { section: Section }) {
  const { t } = useTranslation();
  const [here] = useRoute(section.path);
  // A section stays marked on its inner pages too (a member's page under Members).
  const [inside] = useRoute(section.path === '/' ? '/' : `${section.path}/*`);
  const current = here || inside;
  const Icon = section.icon;
  return (
    <Link href={section.path} className={styles.navLink} aria-current={current ? 'page' : undefined}>
      <Icon aria-hidden size={18} />
      {t(section.label)}
    </Link>
  );
}

/** The sections the operator may open (by role, and platform sections only for platform operators). */
export function FrameNav({ operator }: { operator: { role: ConsoleRole; merchantCode: string | null } }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.nav} aria-label={t('frame.navigation')}>
      {SECTIONS.filter((section) => !section.permission || operatorAllows(operator, section.permission)).map(
        (section) => (
          <SectionLink key={section.path} section={section} />
        ),
      )}
    </nav>
  );
}
