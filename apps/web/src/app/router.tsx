import type { LanguageCode } from '@lobby/contract';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { Route, Switch } from 'wouter';
import { agentsScreens } from '../features/agents/index.ts';
import { authScreens } from '../features/auth/index.ts';
import { contentScreens } from '../features/content/index.ts';
import { downloadScreens } from '../features/download/index.ts';
import { feedbackScreens } from '../features/feedback/index.ts';
import { gamesScreens } from '../features/games/index.ts';
import { homeScreens } from '../features/home/index.ts';
import { memberScreens } from '../features/member/index.ts';
import { messagesScreens } from '../features/messages/index.ts';
import { promotionsScreens } from '../features/promotions/index.ts';
import { responsibleGamingScreens } from '../features/responsible-gaming/index.ts';
import { trialScreens } from '../features/trial/index.ts';
import { walletScreens } from '../features/wallet/index.ts';
import { preloadScreenTexts, screenTextsReady } from '../shared/i18n/i18n.ts';
import { routeNameOf, SCREEN_PATTERNS } from '../shared/route-rules.ts';
import type { RouteName, ScreenName } from '../shared/routes.ts';

type ScreenModule = () => Promise<{ default: ComponentType }>;

const SCREEN_MODULES: Record<ScreenName, ScreenModule> = {
  ...authScreens,
  ...memberScreens,
  ...walletScreens,
  ...contentScreens,
  ...messagesScreens,
  ...promotionsScreens,
  ...feedbackScreens,
  ...agentsScreens,
  ...trialScreens,
  ...downloadScreens,
  ...gamesScreens,
  ...responsibleGamingScreens,
};

const homeModule: ScreenModule = homeScreens.home;

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
 * Starts downloading the screen of `pathname` (and for any screen but home the screens' texts it waits for)
 * at once, alongside the status request, instead of when it first renders. A failure is left to the render,
 * which logs it (RouteLoadError).
 */
export function preloadScreen(pathname: string, language: LanguageCode): void {
  const route = routeNameOf(pathname);
  if (route !== 'home') preloadScreenTexts(language);
  moduleOf(route)().catch(() => undefined);
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
