import type { LanguageCode } from '@lobby/contract';
import { type ComponentType, lazy, useState } from 'react';
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

/** A screen's component, and the loading of its code (asked for once; a failed load may be asked for again). */
interface LoadableScreen {
  Screen: ComponentType;
  ready: () => Promise<unknown>;
}

/**
 * `lazy` suspends on its first render even when the code has arrived (the spinner, then the screen in a task
 * of its own). A screen whose code is ready when it mounts is drawn at once instead: the first screen, whose
 * code the app waits for before its first render, paints with the shell (decision 0110).
 */
function loadableScreen(load: ScreenModule): LoadableScreen {
  let Loaded: ComponentType | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;
  const ready = () => {
    loading ??= load().then(
      (module) => {
        Loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(ready);
  function Screen() {
    // Chosen once per mount: a screen that started suspended stays the lazy one, so it is never mounted twice.
    const [Drawn] = useState(() => Loaded);
    return Drawn ? <Drawn /> : <Lazy />;
  }
  return { Screen, ready };
}

const SCREENS = Object.fromEntries(
  Object.entries(SCREEN_MODULES).map(([name, load]) => [name, loadableScreen(withTexts(load))]),
) as Record<ScreenName, LoadableScreen>;
const HOME = loadableScreen(homeModule);

const moduleOf = (route: RouteName): ScreenModule => (route === 'home' ? homeModule : SCREEN_MODULES[route]);
const screenOf = (route: RouteName): LoadableScreen => (route === 'home' ? HOME : SCREENS[route]);

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

/**
 * Resolves once the screen of `pathname` can be drawn without suspending (its code and texts loaded), or its
 * load failed (the render then shows the failure). Called once the language is set up.
 */
export function screenReady(pathname: string): Promise<void> {
  return screenOf(routeNameOf(pathname))
    .ready()
    .then(
      () => undefined,
      () => undefined,
    );
}

/** The screen of the current path, from the route table; any unknown path shows home (spec). */
export function Screens() {
  return (
    <Switch>
      {SCREEN_PATTERNS.map(([name, pattern]) => {
        const { Screen } = SCREENS[name];
        return (
          <Route key={pattern.source} path={pattern}>
            <Screen />
          </Route>
        );
      })}
      <Route>
        <HOME.Screen />
      </Route>
    </Switch>
  );
}
