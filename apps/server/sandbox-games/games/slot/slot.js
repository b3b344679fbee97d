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

/** A reel symbol drawn from the slot's SVG sprite, named for screen readers. */
function showSymbol(reel, symbol) {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('class', 'symbol');
  svg.setAttribute('aria-hidden', 'true');
  const use = document.createElementNS(SVG, 'use');
  use.setAttribute('href', `/sandbox/games/slot/symbols.svg#${symbol}`);
  svg.append(use);
  reel.replaceChildren(svg);
  reel.setAttribute('aria-label', t(`symbol_${symbol}`));
}
const spin = document.getElementById('spin');
const result = document.getElementById('result');

function showResult(text, kind) {
  result.textContent = text;
  result.className = `result ${kind}`;
}

translatePage();
for (const reel of document.querySelectorAll('#reels li')) showSymbol(reel, reel.dataset.symbol);
try {
  const state = await startSession(showBalance);
  spin.disabled = false;
  spin.addEventListener('click', async () => {
    spin.disabled = true;
    showResult('', '');
    try {
      const round = await post('slot/spin', {
        session: state.session,
        stake: Number(document.getElementById('stake').value),
      });
      document.querySelectorAll('#reels li').forEach((reel, index) => {
        showSymbol(reel, round.reels[index]);
      });
      state.apply(round);
      if (round.winMinor > 0) showResult(t('win', { amount: money(round.winMinor) }), 'win');
      else showResult(t('loss'), 'loss');
    } catch (error) {
      showResult(errorText(error), 'loss');
    } finally {
      spin.disabled = false;
    }
  });
} catch (error) {
  showResult(errorText(error), 'loss');
}
