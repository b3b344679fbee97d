import {
  errorText,
  money,
  post,
  showBalance,
  startSession,
  t,
  translatePage,
} from '/sandbox/shared/game-client.js';

const SVG = 'http://www.w3.org/2000/svg';
const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['spade', 'heart', 'club', 'diamond'];
/** Between two cards of the deal (player, banker, player, banker, then the third cards). */
const DEAL_STEP_MS = 220;

const buttons = [...document.querySelectorAll('button[data-side]')];
const result = document.getElementById('result');
const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;

function svgElement(name, attributes) {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  return element;
}

const suitUse = (suit, x, y, size) =>
  svgElement('use', { href: `/sandbox/games/table/cards.svg#${suit}`, x, y, width: size, height: size });

/** A corner of a card: the rank over a small suit (the opposite corner is the same, turned round). */
function corner(rank, suit, red) {
  const group = svgElement('g', {});
  const label = svgElement('text', {
    x: 9,
    y: 15,
    'text-anchor': 'middle',
    'font-size': rank.length > 1 ? 11 : 13,
    'font-weight': 800,
    'font-family': 'system-ui, sans-serif',
    fill: red ? '#d62848' : '#151938',
  });
  label.textContent = rank;
  group.append(label, suitUse(suit, 4, 18, 10));
  return group;
}

/**
 * A face-up card. The game deals ranks only (suits do not count in baccarat), so the suit is drawn from
 * the rank and the card's place, which keeps a hand's look steady.
 */
function cardSvg(rankIndex, place) {
  const rank = RANKS[rankIndex];
  const suit = SUITS[(rankIndex + place) % SUITS.length];
  const red = suit === 'heart' || suit === 'diamond';
  const svg = svgElement('svg', { viewBox: '0 0 56 80', 'aria-hidden': 'true' });
  svg.append(
    svgElement('rect', { x: 0.5, y: 0.5, width: 55, height: 79, rx: 6, fill: '#fff', stroke: '#c9cde3' }),
    corner(rank, suit, red),
    suitUse(suit, 15, 27, 26),
  );
  const turned = corner(rank, suit, red);
  turned.setAttribute('transform', 'rotate(180 28 40)');
  svg.append(turned);
  return svg;
}

function backSvg() {
  const svg = svgElement('svg', { viewBox: '0 0 56 80', 'aria-hidden': 'true' });
  svg.append(svgElement('use', { href: '/sandbox/games/table/cards.svg#back', width: 56, height: 80 }));
  return svg;
}

function card(content, label, delay) {
  const li = document.createElement('li');
  li.className = 'card';
  if (label) li.setAttribute('aria-label', label);
  li.style.animationDelay = `${delay}ms`;
  li.append(content);
  return li;
}

/** Both hands face down, as the table waits for a bet. */
function showBacks() {
  for (const side of ['player', 'banker']) {
    document.getElementById(`${side}-cards`).replaceChildren(card(backSvg(), '', 0), card(backSvg(), '', 0));
    document.getElementById(`${side}-points`).textContent = '–';
  }
}

/** When the card at `index` of a hand is dealt: the two hands take turns, one card each. */
const dealDelay = (side, index) =>
  reducedMotion ? 0 : (index * 2 + (side === 'banker' ? 1 : 0)) * DEAL_STEP_MS;

function showHand(side, ranks, points) {
  document
    .getElementById(`${side}-cards`)
    .replaceChildren(
      ...ranks.map((rank, index) => card(cardSvg(rank, index), RANKS[rank], dealDelay(side, index))),
    );
  document.getElementById(`${side}-points`).textContent = String(points);
}

function showResult(text, kind) {
  result.textContent = text;
  result.className = `result ${kind}`;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

translatePage();
showBacks();
try {
  const state = await startSession(showBalance);
  for (const button of buttons) {
    button.disabled = false;
    button.addEventListener('click', async () => {
      for (const other of buttons) other.disabled = true;
      for (const hand of document.querySelectorAll('.hand')) hand.classList.remove('winner');
      showResult('', '');
      try {
        const stake = Number(document.getElementById('stake').value);
        const round = await post('table/play', { session: state.session, stake, side: button.dataset.side });
        showHand('player', round.player, round.playerPoints);
        showHand('banker', round.banker, round.bankerPoints);
        const cards = Math.max(round.player.length, round.banker.length);
        await sleep(reducedMotion ? 0 : cards * 2 * DEAL_STEP_MS + 200);
        state.apply(round);
        for (const hand of document.querySelectorAll(`.hand[data-side="${round.winner}"]`))
          hand.classList.add('winner');
        const winner = t(round.winner);
        if (round.winMinor > stake)
          showResult(`${winner} · ${t('win', { amount: money(round.winMinor) })}`, 'win');
        else if (round.winMinor === stake) showResult(t('push'), '');
        else showResult(`${winner} · ${t('loss')}`, 'loss');
      } catch (error) {
        showResult(errorText(error), 'loss');
      } finally {
        for (const other of buttons) other.disabled = false;
      }
    });
  }
} catch (error) {
  showResult(errorText(error), 'loss');
}
