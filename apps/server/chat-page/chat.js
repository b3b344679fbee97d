// The customer-service chat: exchanges the launch token of the URL fragment for a chat session, shows the
// conversation (which marks support messages read), sends the member's messages and polls for replies.
import { pageLanguage, setPageLanguage } from './page-language.js';
import { postEnvelope } from './post-envelope.js';
import { STRINGS } from './strings.js';

const POLL_MS = 5000;

/** How close to the end (px) counts as reading the newest messages, so a new one scrolls into view. */
const NEAR_BOTTOM_PX = 80;

const elements = {
  main: document.querySelector('.main'),
  header: document.getElementById('header'),
  back: document.getElementById('back'),
  title: document.getElementById('title'),
  status: document.getElementById('status'),
  conversation: document.getElementById('conversation'),
  composer: document.getElementById('composer'),
  message: document.getElementById('message'),
  send: document.getElementById('send'),
};

let table = STRINGS.EN;
const t = (key) => table[key] ?? STRINGS.EN[key] ?? key;

function translatePage(code) {
  const language = pageLanguage(code);
  table = STRINGS[language] ?? STRINGS.EN;
  setPageLanguage(language);
  document.title = t('title');
  for (const element of document.querySelectorAll('[data-t]')) element.textContent = t(element.dataset.t);
  for (const element of document.querySelectorAll('[data-t-label]'))
    element.setAttribute('aria-label', t(element.dataset.tLabel));
  for (const element of document.querySelectorAll('[data-t-placeholder]'))
    element.setAttribute('placeholder', t(element.dataset.tPlaceholder));
}

class ChatError extends Error {
  constructor(code) {
    super(code);
    this.code = code;
  }
}

function post(path, body) {
  return postEnvelope(`/chat/api/${path}`, body, (code) => new ChatError(code));
}

function showError(error) {
  const code = error instanceof ChatError ? error.code : 'failed';
  elements.status.hidden = false;
  elements.status.textContent =
    code === 'session_expired' ? t('expired') : code === 'rate_limited' ? t('rateLimited') : t('failed');
  if (code === 'session_expired') {
    elements.composer.hidden = true;
    clearInterval(poll);
  }
}

/** The polling timer, stopped once the session expired (asking again can only fail again). */
let poll;

/** What the conversation last showed: its length and newest message. */
let shown;

function nearBottom() {
  const scroller = elements.main ?? document.scrollingElement;
  return !scroller || scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight <= NEAR_BOTTOM_PX;
}

/**
 * Shows the conversation when it changed (a poll usually brings nothing new), scrolling to the newest
 * message only when the member was already reading there (or sent it: `follow`), not while they scroll up.
 */
function render(messages, follow = false) {
  // The status line clears on every answer (an earlier failure may show there).
  elements.status.hidden = messages.length > 0;
  if (messages.length === 0) elements.status.textContent = t('empty');
  const last = messages.at(-1);
  const current = `${messages.length}:${last?.id ?? ''}:${last?.body ?? ''}`;
  if (current === shown) return;
  shown = current;
  const stick = follow || nearBottom();
  elements.conversation.replaceChildren(
    ...messages.map((message) => {
      const line = document.createElement('li');
      line.className = `line ${message.sender}`;
      const who = document.createElement('span');
      who.className = 'who';
      who.textContent = message.sender === 'member' ? t('you') : t('support');
      const body = document.createElement('span');
      body.textContent = message.body;
      line.append(who, body);
      return line;
    }),
  );
  if (stick) elements.conversation.lastElementChild?.scrollIntoView({ block: 'end' });
}

async function start() {
  const token = decodeURIComponent(location.hash.slice(1));
  // The token leaves the address bar (and the history) at once.
  history.replaceState(null, '', location.pathname);
  let chat;
  try {
    chat = await post('session', { token });
  } catch (error) {
    showError(error);
    return;
  }
  translatePage(chat.language);
  if (chat.title) {
    elements.title.textContent = chat.title;
    document.title = chat.title;
  }
  elements.header.style.setProperty('--header', chat.headerColor);
  document.documentElement.style.setProperty('--header', chat.headerColor);
  elements.back.href = chat.backUrl;
  elements.message.maxLength = chat.maxLength;
  elements.composer.hidden = false;
  render(chat.messages, true);

  const session = chat.session;
  elements.composer.addEventListener('submit', async (event) => {
    event.preventDefault();
    const body = elements.message.value.trim();
    if (!body) return;
    elements.send.disabled = true;
    try {
      render((await post('send', { session, body })).messages, true);
      elements.message.value = '';
    } catch (error) {
      showError(error);
    } finally {
      elements.send.disabled = false;
      elements.message.focus();
    }
  });
  poll = setInterval(async () => {
    if (document.hidden) return;
    try {
      render((await post('messages', { session })).messages);
    } catch (error) {
      showError(error);
    }
  }, POLL_MS);
}

translatePage('EN');
start();
