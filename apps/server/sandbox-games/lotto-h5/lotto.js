import { errorText, money, post, query, showBalance, t, translatePage } from '/sandbox/shared/game-client.js';

const result = document.getElementById('result');
const buy = document.getElementById('buy');
let state;
let selected;

function showResult(text, kind) {
  result.textContent = text;
  result.className = `result ${kind}`;
}

/** The merchant's colours (css=<merchant>.css) over the default ones. */
function loadMerchantCss() {
  const css = query.get('css');
  if (!css || !/^[A-Za-z0-9_-]{1,40}\.css$/.test(css)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = `/sandbox/lotto-h5/css/${css}`;
  document.head.append(link);
}

function item(text, className, tag = 'li') {
  const li = document.createElement(tag);
  if (className) li.className = className;
  li.textContent = text;
  return li;
}

function renderLotteries() {
  const list = document.getElementById('lotteries');
  list.replaceChildren(
    ...state.lotteries.map((lottery) => {
      const li = document.createElement('li');
      const button = document.createElement('button');
      button.type = 'button';
      button.setAttribute('aria-pressed', String(lottery.lotteryCode === selected?.lotteryCode));
      const name = document.createElement('span');
      name.textContent = t(lottery.nameCode);
      const issue = document.createElement('span');
      issue.textContent = t('issue', { issue: lottery.currentIssue });
      button.append(name, issue);
      button.addEventListener('click', () => select(lottery));
      li.append(button);
      return li;
    }),
  );
}

function select(lottery) {
  selected = lottery;
  document.getElementById('selected-lottery').textContent = t(lottery.nameCode);
  const betType = document.getElementById('bet-type');
  betType.replaceChildren(
    ...lottery.betTypes.map((code) => {
      const option = document.createElement('option');
      option.value = code;
      option.textContent = t(`bet_${code}`);
      return option;
    }),
  );
  buy.disabled = false;
  renderLotteries();
  tickCountdown();
}

function lotteryName(code) {
  const lottery = state.lotteries.find((candidate) => candidate.lotteryCode === code);
  return lottery ? t(lottery.nameCode) : code;
}

function renderTickets() {
  const tickets = document.getElementById('tickets');
  if (state.tickets.length === 0) return tickets.replaceChildren(item(t('noTickets')));
  tickets.replaceChildren(
    ...state.tickets.map((ticket) => {
      const outcome =
        ticket.status === 'open'
          ? t('open')
          : ticket.win > 0
            ? t('win', { amount: money(ticket.win) })
            : t('loss');
      return item(
        `${lotteryName(ticket.lotteryCode)} · ${t('issue', { issue: ticket.issue })} · ${t(`bet_${ticket.betType}`)} ${ticket.numbers.join(', ')} · ${money(ticket.stake)} · ${outcome}`,
      );
    }),
  );
}

/** A draw's numbers as lottery balls, tier by tier. */
function drawItem(draw) {
  const li = document.createElement('li');
  const title = document.createElement('p');
  title.className = 'draw-title';
  title.textContent = `${lotteryName(draw.lotteryCode)} · ${t('issue', { issue: draw.issue })}`;
  li.append(title);
  for (const prize of draw.prizes) {
    const tier = document.createElement('p');
    tier.className = 'tier';
    const name = document.createElement('span');
    name.className = 'tier-name';
    name.textContent = t(`tier_${prize.tier}`);
    tier.append(name, ...prize.numbers.map((number) => item(String(number), 'ball', 'span')));
    li.append(tier);
  }
  return li;
}

function renderResults() {
  const results = document.getElementById('results');
  if (state.results.length === 0) return results.replaceChildren(item(t('noResults')));
  results.replaceChildren(...state.results.map(drawItem));
}

let clockOffset = 0;
function tickCountdown() {
  if (!selected) return;
  const left = Math.max(0, Date.parse(selected.nextDrawAt) - (Date.now() + clockOffset));
  const seconds = Math.ceil(left / 1000);
  const time = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  document.getElementById('countdown').textContent =
    `${t('issue', { issue: selected.currentIssue })} · ${t('drawIn', { time })}`;
  if (left === 0) refresh();
}

let refreshing;
async function refresh() {
  refreshing ??= post('lotto/state', { session: state?.session ?? sessionToken })
    .then((next) => {
      state = { ...next, session: state?.session ?? sessionToken };
      clockOffset = Date.parse(next.now) - Date.now();
      showBalance(state);
      selected =
        state.lotteries.find((lottery) => lottery.lotteryCode === selected?.lotteryCode) ??
        state.lotteries[0];
      if (selected) select(selected);
      renderTickets();
      renderResults();
    })
    .catch((error) => showResult(errorText(error), 'loss'))
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
}

let sessionToken;
translatePage();
loadMerchantCss();
try {
  const opened = await post('session', { token: query.get('token') || '' });
  sessionToken = opened.session;
  await refresh();
  setInterval(tickCountdown, 1000);
  setInterval(refresh, 15_000);
  document.getElementById('ticket').addEventListener('submit', async (event) => {
    event.preventDefault();
    const number = document.getElementById('number').value.trim();
    if (!/^\d{1,4}$/.test(number)) return showResult(t('invalidNumber'), 'loss');
    buy.disabled = true;
    try {
      const bought = await post('lotto/tickets', {
        session: state.session,
        lotteryCode: selected.lotteryCode,
        issue: selected.currentIssue,
        betType: document.getElementById('bet-type').value,
        number: number.padStart(document.getElementById('bet-type').value === '4d' ? 4 : 2, '0'),
        stake: Number(document.getElementById('stake').value),
      });
      state.session = bought.session;
      showResult(t('bought', { issue: selected.currentIssue }), 'win');
      await refresh();
    } catch (error) {
      showResult(error.code === 'validation_error' ? t('invalidNumber') : errorText(error), 'loss');
    } finally {
      buy.disabled = false;
    }
  });
} catch (error) {
  showResult(errorText(error), 'loss');
}
