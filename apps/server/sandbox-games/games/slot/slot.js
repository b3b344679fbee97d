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
const SYMBOLS = ['cherry', 'lemon', 'bell', 'star', 'seven'];
/** How long the reels spin at least, and how much later each reel stops than the one before it. */
const SPIN_MS = 500;
const STOP_STEP_MS = 260;

const machine = document.getElementById('machine');
const reels = [...document.querySelectorAll('#reels .reel')];
const spin = document.getElementById('spin');
const result = document.getElementById('result');
const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, reducedMotion ? 0 : ms));
const anySymbol = () => SYMBOLS[Math.floor(Math.random() * SYMBOLS.length)];

function symbolSvg(symbol) {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('viewBox', '0 0 64 64');
  const use = document.createElementNS(SVG, 'use');
  use.setAttribute('href', `/sandbox/games/slot/symbols.svg#${symbol}`);
  svg.append(use);
  return svg;
}

function strip(symbols) {
  const element = document.createElement('div');
  element.className = 'strip';
  element.append(...symbols.map(symbolSvg));
  return element;
}

/** A reel at rest: the symbol on the payline (named for screen readers) between two others. */
function land(reel, symbol) {
  reel.classList.remove('spinning');
  reel.dataset.symbol = symbol;
  reel.replaceChildren(strip([anySymbol(), symbol, anySymbol()]));
  reel.setAttribute('aria-label', t(`symbol_${symbol}`));
  reel.classList.remove('landed');
  // Restart the landing bounce: reading a layout property ends the previous animation frame.
  void reel.offsetWidth;
  reel.classList.add('landed');
}

/** A reel in motion: a long strip scrolling by (its second half repeats the first, so the loop is seamless). */
function startSpinning(reel) {
  const half = Array.from({ length: 6 }, anySymbol);
  reel.replaceChildren(strip([...half, ...half]));
  reel.classList.remove('landed');
  reel.classList.add('spinning');
}

function showResult(text, kind) {
  result.textContent = text;
  result.className = `result ${kind}`;
}

translatePage();
for (const reel of reels) land(reel, reel.dataset.symbol);
try {
  const state = await startSession(showBalance);
  spin.disabled = false;
  spin.addEventListener('click', async () => {
    spin.disabled = true;
    machine.classList.remove('won');
    showResult('', '');
    if (!reducedMotion) reels.forEach(startSpinning);
    const started = Date.now();
    try {
      const round = await post('slot/spin', {
        session: state.session,
        stake: Number(document.getElementById('stake').value),
      });
      await sleep(SPIN_MS - (Date.now() - started));
      for (const [index, reel] of reels.entries()) {
        if (index > 0) await sleep(STOP_STEP_MS);
        land(reel, round.reels[index]);
      }
      state.apply(round);
      if (round.winMinor > 0) {
        machine.classList.add('won');
        showResult(t('win', { amount: money(round.winMinor) }), 'win');
      } else showResult(t('loss'), 'loss');
    } catch (error) {
      for (const reel of reels) land(reel, reel.dataset.symbol);
      showResult(errorText(error), 'loss');
    } finally {
      spin.disabled = false;
    }
  });
} catch (error) {
  showResult(errorText(error), 'loss');
}
