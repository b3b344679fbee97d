/** Every screen of both route tables of the spec, by name. Paths are absolute under /m. */
export const ROUTE_PATHS = {
  login: '/m/login',
  register: '/m/register',
  forget: '/m/forget',
  changePsw: '/m/changePsw',
  memberHome: '/m/member/home',
  voucherCenter: '/m/voucherCenter',
  withdraw: '/m/withdraw',
  gameRecord: '/m/gameRecord',
  notice: '/m/notice',
  webEmail: '/m/webEmail',
  message: '/m/message',
  messages: '/m/messages',
  rewardCenter: '/m/rewardCenter',
  leaderBoard: '/m/leaderBoard',
  activity: '/m/activity',
  signIn: '/m/activity/signIn',
  feedback: '/m/feedback',
  agentRegister: '/m/agentRegister',
  inviteFriends: '/m/inviteFriends',
  salaryContract: '/m/member/agent/getSalaryContract',
  dividendContract: '/m/member/agent/getDevidendContract',
  hourContract: '/m/member/agent/getHourContract',
  trail: '/m/trail',
  app: '/m/app',
  gameList: '/m/gameList',
  game: '/m/game',
  gameCenter: '/m/gameCenter',
  slotsCenter: '/m/slotsCenter',
  providers: '/m/providers',
  hot: '/m/hot',
  fav: '/m/fav',
  lottery: '/m/lottery',
  startLottery: '/m/startLottery',
  launchGame: '/m/launchGame',
  lottoH5: '/m/lotto-h5/:mui/:playType/games/:gameId',
  help: '/m/help',
  helpDetail: '/m/helpDetail',
  responsibleGaming: '/m/responsibleGaming',
} as const;

export type ScreenName = keyof typeof ROUTE_PATHS;
export type RouteName = ScreenName | 'home';

export const HOME_PATH = '/m/home';
/**
 * The responsible gaming screen (issue 17), with the member's identity documents; built on its own branch,
 * linked from here already (a refused launch points to it, decision 0056).
 */
export const RESPONSIBLE_GAMING_PATH = '/m/responsibleGaming';
/** Paths that all show home; any unknown path shows home as well. */
export const HOME_ALIASES = ['/', '/m', '/m/', '/m/index', '/m/index.html', HOME_PATH] as const;
/** Extra paths for a screen. */
export const PATH_ALIASES: Readonly<Record<string, ScreenName>> = { '/m/register.html': 'register' };
