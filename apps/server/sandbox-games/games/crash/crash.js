import {
  errorText,
  money,
  post,
  showBalance,
  startSession,
  t,
  translatePage,
} from '/sandbox/shared/game-client.js';

const play = document.getElementById('play');
const result = document.getElementById('result');
const multiplier = document.getElementById('multiplier');

function showResult(text, kind) {
  result.textContent = text;
  result.className = `result ${kind}`;
}

translatePage();
try {
  const state = await startSession(showBalance);
  play.disabled = false;
  play.addEventListener('click', async () => {
    const target = Math.round(Number(document.getElementById('target').value) * 100);
    play.disabled = true;
    showResult('', '');
    try {
      const round = await post('crash/play', {
        session: state.session,
        stake: Number(document.getElementById('stake').value),
        target,
      });
      multiplier.textContent = `${(round.crashPoint / 100).toFixed(2)}×`;
      state.apply(round);
      const crashed = t('crashed', { point: (round.crashPoint / 100).toFixed(2) });
      if (round.winMinor > 0)
        showResult(`${crashed} · ${t('win', { amount: money(round.winMinor) })}`, 'win');
      else showResult(`${crashed} · ${t('loss')}`, 'loss');
    } catch (error) {
      showResult(errorText(error), 'loss');
    } finally {
      play.disabled = false;
    }
  });
} catch (error) {
  showResult(errorText(error), 'loss');
}
