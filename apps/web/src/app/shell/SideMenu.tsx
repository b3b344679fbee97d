import { LANGUAGE_CODES, SideMenuSocialKinds } from '@lobby/contract';
import {
  BadgePercent,
  CalendarCheck,
  CircleHelp,
  CircleUserRound,
  Eye,
  EyeOff,
  Gift,
  Headset,
  History,
  Languages,
  LogOut,
  type LucideIcon,
  MessageSquareText,
  MessagesSquare,
  Smartphone,
  Trophy,
  UserPlus,
  X,
} from 'lucide-react';
import { Suspense, useState } from 'react';
import { useInviteAction } from '../../features/agents/index.ts';
import { LogoutConfirm } from '../../features/auth/index.ts';
import { LanguagePicker } from '../../features/language/index.ts';
import { useMemberInfo } from '../../features/member/index.ts';
import { canOfferApp, useInstallState } from '../../features/pwa/index.ts';
import {
  DepositButton,
  formatMenuBalance,
  useBalanceHidden,
  useWallet,
} from '../../features/wallet/index.ts';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { customerServiceUrl, isPromoEnabled } from '../../shared/member-rules.ts';
import { ROUTE_PATHS } from '../../shared/routes.ts';
import { useSession } from '../../shared/session.ts';
import { useSystemStatus } from '../../shared/system-status.ts';
import { ButtonLink, IconButton } from '../../shared/ui/Button.tsx';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { RESPONSIBLE_GAMING_ICON } from '../../shared/ui/ResponsibleGamingLink.tsx';
import { ConfiguredLink } from './ConfiguredLink.tsx';
import { GameCategoryLinks } from './GameCategoryLinks.tsx';
import { Logo } from './Logo.tsx';
import styles from './SideMenu.module.css';
import { SocialLinks } from './SocialLinks.tsx';
import { useLiveChat } from './use-live-chat.ts';

/** A menu entry: a link (a screen or a configured address) or an action. */
type Entry = { key: string; icon: LucideIcon; label: string } & ({ link: string } | { onSelect: () => void });

function EntryList({
  label,
  entries,
  onNavigate,
}: {
  label: string;
  entries: Entry[];
  onNavigate: () => void;
}) {
  return (
    <ul className={styles.list} aria-label={label}>
      {entries.map((entry) => {
        const content = (
          <>
            <Icon icon={entry.icon} />
            <span className={styles.label}>{entry.label}</span>
          </>
        );
        return (
          <li key={entry.key}>
            {'link' in entry ? (
              <ConfiguredLink url={entry.link} className={styles.item} onClick={onNavigate}>
                {content}
              </ConfiguredLink>
            ) : (
              <button type="button" className={styles.item} onClick={entry.onSelect}>
                {content}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The drawer behind the footer's menu item. */
export default function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const member = useMemberInfo();
  const { info } = useSystemStatus();
  const install = useInstallState();
  const invite = useInviteAction();
  const liveChat = useLiveChat();
  const wallet = useWallet();
  const [balanceHidden, toggleBalance] = useBalanceHidden();
  const [pickingLanguage, setPickingLanguage] = useState(false);
  const [confirmingLogout, setConfirmingLogout] = useState(false);

  const serviceUrl = customerServiceUrl(info.customerService, '3');

  const firstList: Entry[] = [
    { key: 'invite', icon: UserPlus, label: t('sideMenu.invite'), onSelect: invite },
    { key: 'rewards', icon: Gift, label: t('routes.rewardCenter'), link: ROUTE_PATHS.rewardCenter },
  ];
  if (isPromoEnabled(info.promotions, 'MISSION')) {
    firstList.push({
      key: 'leaderboard',
      icon: Trophy,
      label: t('routes.leaderBoard'),
      link: ROUTE_PATHS.leaderBoard,
    });
  }
  if (session && isPromoEnabled(info.promotions, 'LOGIN')) {
    firstList.push({
      key: 'signIn',
      icon: CalendarCheck,
      label: t('routes.signIn'),
      link: ROUTE_PATHS.signIn,
    });
  }

  const lastList: Entry[] = [
    { key: 'promotions', icon: BadgePercent, label: t('routes.activity'), link: ROUTE_PATHS.activity },
    { key: 'faq', icon: CircleHelp, label: t('sideMenu.faq'), link: ROUTE_PATHS.help },
    {
      key: 'responsibleGaming',
      icon: RESPONSIBLE_GAMING_ICON,
      label: t('routes.responsibleGaming'),
      link: ROUTE_PATHS.responsibleGaming,
    },
    { key: 'feedback', icon: MessageSquareText, label: t('routes.feedback'), link: ROUTE_PATHS.feedback },
    { key: 'record', icon: History, label: t('routes.gameRecord'), link: ROUTE_PATHS.gameRecord },
  ];
  if (liveChat.available) {
    lastList.push({
      key: 'chat',
      icon: MessagesSquare,
      label: t('footer.liveChat'),
      onSelect: liveChat.open,
    });
  }
  if (serviceUrl) {
    lastList.push({ key: 'service', icon: Headset, label: t('sideMenu.customerService'), link: serviceUrl });
  }
  lastList.push({
    key: 'language',
    icon: Languages,
    label: t('language.label'),
    onSelect: () => setPickingLanguage(true),
  });
  if (canOfferApp(install)) {
    lastList.push({ key: 'app', icon: Smartphone, label: t('routes.app'), link: ROUTE_PATHS.app });
  }

  return (
    <Dialog open={open} onClose={onClose} title={t('sideMenu.title')} placement="drawer" titleHidden>
      <div className={styles.top}>
        <Logo name={info.merchantName} logo={info.brand.logo} />
        <IconButton icon={X} label={t('common.close')} onClick={onClose} />
      </div>
      <SocialLinks links={info.paths} kinds={SideMenuSocialKinds} />

      <section className={styles.user} aria-label={t('sideMenu.account')}>
        <Icon icon={CircleUserRound} size={40} className={styles.avatar} />
        <div className={styles.userText}>
          <p className={styles.userName}>
            {session ? member?.nickname || member?.account || session.userName : t('sideMenu.guest')}
          </p>
          <p className={styles.balance}>
            <bdi dir="ltr">
              {formatMenuBalance({
                amount: session ? wallet.data?.sumBalance : undefined,
                currencySymbol: wallet.data?.currencySymbol ?? info.currency.symbol,
                hidden: balanceHidden,
                refreshing: wallet.isFetching,
              })}
            </bdi>
            {session ? (
              <IconButton
                icon={balanceHidden ? EyeOff : Eye}
                label={t('sideMenu.hideBalance')}
                aria-pressed={balanceHidden}
                onClick={toggleBalance}
              />
            ) : null}
          </p>
        </div>
      </section>

      <div className={styles.actions}>
        {session ? (
          <>
            <ButtonLink to={ROUTE_PATHS.withdraw} onClick={onClose}>
              {t('routes.withdraw')}
            </ButtonLink>
            <DepositButton session={session} onNavigate={onClose} />
          </>
        ) : (
          <>
            <ButtonLink to={ROUTE_PATHS.login} onClick={onClose}>
              {t('account.login')}
            </ButtonLink>
            <ButtonLink to={ROUTE_PATHS.register} variant="gold" onClick={onClose}>
              {t('account.register')}
            </ButtonLink>
          </>
        )}
      </div>

      <nav aria-label={t('sideMenu.title')}>
        <EntryList label={t('sideMenu.rewards')} entries={firstList} onNavigate={onClose} />
        <GameCategoryLinks onNavigate={onClose} />
        <EntryList label={t('sideMenu.more')} entries={lastList} onNavigate={onClose} />
      </nav>

      {session ? (
        <div className={styles.signOut}>
          <button type="button" className={styles.item} onClick={() => setConfirmingLogout(true)}>
            <Icon icon={LogOut} flipInRtl />
            <span className={styles.label}>{t('account.logout')}</span>
          </button>
          <LogoutConfirm
            open={confirmingLogout}
            onClose={() => setConfirmingLogout(false)}
            onLoggedOut={onClose}
          />
        </div>
      ) : null}

      {pickingLanguage ? (
        <Suspense fallback={null}>
          <LanguagePicker
            open
            onClose={() => setPickingLanguage(false)}
            languages={info.languages.length > 0 ? info.languages : LANGUAGE_CODES}
          />
        </Suspense>
      ) : null}
    </Dialog>
  );
}
