// What every sandbox game page shares: the launch query, texts, the session exchange and API calls.
import { pageLanguage, pageLocale, setPageLanguage } from '../page-language.js';
import { postEnvelope } from '../post-envelope.js';
import { STRINGS } from './strings.js';

const query = new URLSearchParams(location.search);
const language = pageLanguage(query.get('lang'));
const table = STRINGS[language] ?? {};

/** The text for `key` in the page's language (English fallback), with {name} placeholders filled. */
export function t(key, values = {}) {
  const text = table[key] ?? STRINGS.EN[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ''));
}

// Western digits in every language: money reads #,##0.00 (spec), grouped as the language groups.
export const money = (minor) =>
  (minor / 100).toLocaleString(pageLocale(language), {
    numberingSystem: 'latn',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

/** Fills [data-t] elements with their texts ([data-t-label]: aria-label; <html data-t-title>: the title), formats the stakes and sets the document's language and direction. */
export function translatePage() {
  setPageLanguage(language);
  const titleKey = document.documentElement.dataset.tTitle;
  if (titleKey) document.title = t(titleKey);
  for (const element of document.querySelectorAll('[data-t]')) element.textContent = t(element.dataset.t);
  for (const element of document.querySelectorAll('[data-t-label]'))
    element.setAttribute('aria-label', t(element.dataset.tLabel));
  // Stakes are minor units; their labels read as money in the page's language.
  for (const option of document.querySelectorAll('select#stake option'))
    option.textContent = money(Number(option.value));
}

export class GameError extends Error {
  constructor(code) {
    super(code);
    this.code = code;
  }
}

/** Posts JSON to the sandbox game server; answers the envelope's value or throws GameError(code). */
export function post(path, body) {
  return postEnvelope(`/sandbox/api/${path}`, body, (code) => new GameError(code));
}

/** The player-facing text of a failure. */
export function errorText(error) {
  if (error instanceof GameError && error.code === 'insufficient_balance') return t('insufficient');
  if (error instanceof GameError && error.code === 'game_session_expired') return t('expired');
  if (error instanceof GameError && error.code === 'lottery_closed') return t('closed');
  return t('failed');
}

/**
 * Exchanges the launch token of the URL for a game session and keeps it (and the balance) current.
 * `show(state)` renders the balance.
 */
export async function startSession(show) {
  const opened = await post('session', { token: query.get('token') || '' });
  const state = {
    session: opened.session,
    balance: opened.balance,
    currency: opened.currency,
    freePlay: opened.freePlay,
    gameName: opened.gameName,
    /** Applies a round's answer: the next session token and the balance after it. */
    apply(result) {
      if (result.session) state.session = result.session;
      if (typeof result.balance === 'number') state.balance = result.balance;
      show(state);
    },
  };
  show(state);
  return state;
}

/** Renders the balance into #balance and the free-play badge. */
export function showBalance(state) {
  document.getElementById('balance').textContent = `${money(state.balance)} ${state.currency}`;
  document.getElementById('free-play').hidden = !state.freePlay;
  if (!state.gameName) return;
  document.getElementById('game-name').textContent = state.gameName;
  document.title = state.gameName;
}

export { query };
