import {
  errorText,
  money,
  post,
  showBalance,
  startSession,
  t,
  translatePage,
} from '/sandbox/shared/game-client.js';

const SYMBOLS = { cherry: '🍒', lemon: '🍋', bell: '🔔', star: '⭐', seven: '7️⃣' };
const spin = document.getElementById('spin');
const result = document.getElementById('result');

function showResult(text, kind) {
  result.textContent = text;
  result.className = `result ${kind}`;
}

translatePage();
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
        reel.textContent = SYMBOLS[round.reels[index]] ?? '?';
        reel.setAttribute('aria-label', round.reels[index]);
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
