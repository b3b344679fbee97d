import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { Route, Switch } from 'wouter';
import { screenTextsReady } from '../shared/i18n/i18n.ts';
import { routeNameOf, SCREEN_PATTERNS } from '../shared/route-rules.ts';
import type { RouteName, ScreenName } from '../shared/routes.ts';

type ScreenModule = () => Promise<{ default: ComponentType }>;

const SCREEN_MODULES: Record<ScreenName, ScreenModule> = {
  login: () => import('../features/auth/LoginScreen.tsx'),
  register: () => import('../features/auth/RegisterScreen.tsx'),
  forget: () => import('../features/auth/ForgetScreen.tsx'),
  changePsw: () => import('../features/auth/ChangePasswordScreen.tsx'),
  memberHome: () => import('../features/member/MemberHomeScreen.tsx'),
  voucherCenter: () => import('../features/wallet/VoucherCenterScreen.tsx'),
  withdraw: () => import('../features/wallet/WithdrawScreen.tsx'),
  gameRecord: () => import('../features/wallet/GameRecordScreen.tsx'),
  notice: () => import('../features/content/NoticeScreen.tsx'),
  webEmail: () => import('../features/messages/WebEmailScreen.tsx'),
  message: () => import('../features/messages/MessageCentreScreen.tsx'),
  messages: () => import('../features/messages/MessageCentreScreen.tsx'),
  rewardCenter: () => import('../features/promotions/RewardCenterScreen.tsx'),
  leaderBoard: () => import('../features/promotions/LeaderBoardScreen.tsx'),
  activity: () => import('../features/promotions/ActivityScreen.tsx'),
  signIn: () => import('../features/promotions/SignInScreen.tsx'),
  feedback: () => import('../features/feedback/FeedbackScreen.tsx'),
  agentRegister: () => import('../features/agents/AgentRegisterScreen.tsx'),
  inviteFriends: () => import('../features/agents/InviteFriendsScreen.tsx'),
  salaryContract: () => import('../features/agents/SalaryContractScreen.tsx'),
  dividendContract: () => import('../features/agents/DividendContractScreen.tsx'),
  hourContract: () => import('../features/agents/HourContractScreen.tsx'),
  trail: () => import('../features/trail/TrialScreen.tsx'),
  app: () => import('../features/app/AppDownloadScreen.tsx'),
  gameList: () => import('../features/games/GameListScreen.tsx'),
  game: () => import('../features/games/GameLobbyScreen.tsx'),
  gameCenter: () => import('../features/games/GameCenterScreen.tsx'),
  slotsCenter: () => import('../features/games/SlotsCenterScreen.tsx'),
  providers: () => import('../features/games/ProvidersScreen.tsx'),
  hot: () => import('../features/games/HotGamesScreen.tsx'),
  fav: () => import('../features/games/FavouritesScreen.tsx'),
  lottery: () => import('../features/games/LotteryScreen.tsx'),
  startLottery: () => import('../features/games/StartLotteryScreen.tsx'),
  launchGame: () => import('../features/games/LaunchGameScreen.tsx'),
  lottoH5: () => import('../features/games/LottoHostScreen.tsx'),
  help: () => import('../features/content/HelpScreen.tsx'),
  helpDetail: () => import('../features/content/HelpDetailScreen.tsx'),
};

const homeModule: ScreenModule = () => import('../features/home/HomeScreen.tsx');

/** A screen's chunk, rendered once the screens' English texts are loaded too. */
const withTexts =
  (load: ScreenModule): ScreenModule =>
  () =>
    Promise.all([load(), screenTextsReady()]).then(([module]) => module);

const SCREENS = Object.fromEntries(
  Object.entries(SCREEN_MODULES).map(([name, load]) => [name, lazy(withTexts(load))]),
) as Record<ScreenName, LazyExoticComponent<ComponentType>>;
const HomeScreen = lazy(homeModule);

const moduleOf = (route: RouteName): ScreenModule => (route === 'home' ? homeModule : SCREEN_MODULES[route]);

/**
 * Starts downloading the screen of `pathname` at once, alongside the status request, instead of when it
 * first renders. A failure is left to the render, which logs it (RouteLoadError).
 */
export function preloadScreen(pathname: string): void {
  moduleOf(routeNameOf(pathname))().catch(() => undefined);
}

/** The screen of the current path, from the route table; any unknown path shows home (spec). */
export function Screens() {
  return (
    <Switch>
      {SCREEN_PATTERNS.map(([name, pattern]) => {
        const Screen = SCREENS[name];
        return (
          <Route key={pattern.source} path={pattern}>
            <Screen />
          </Route>
        );
      })}
      <Route>
        <HomeScreen />
      </Route>
    </Switch>
  );
}
