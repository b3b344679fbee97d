import {
  errorText,
  money,
  post,
  showBalance,
  startSession,
  t,
  translatePage,
} from '/sandbox/shared/game-client.js';

/** How long the multiplier takes to climb to the crash point. */
const CLIMB_MS = 1200;

const play = document.getElementById('play');
const result = document.getElementById('result');
const sky = document.getElementById('sky');
const multiplier = document.getElementById('multiplier');
const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;

const times = (hundredths) => `${(hundredths / 100).toFixed(2)}×`;

function showResult(text, kind) {
  result.textContent = text;
  result.className = `result ${kind}`;
}

/** Counts the multiplier up from 1.00× to the crash point (at once when motion is reduced). */
function climb(crashPoint) {
  return new Promise((resolve) => {
    if (reducedMotion) {
      multiplier.textContent = times(crashPoint);
      resolve();
      return;
    }
    const start = performance.now();
    const frame = (now) => {
      const progress = Math.min(1, (now - start) / CLIMB_MS);
      multiplier.textContent = times(Math.round(100 + (crashPoint - 100) * progress * progress));
      if (progress < 1) requestAnimationFrame(frame);
      else resolve();
    };
    requestAnimationFrame(frame);
  });
}

translatePage();
try {
  const state = await startSession(showBalance);
  play.disabled = false;
  play.addEventListener('click', async () => {
    const target = Math.round(Number(document.getElementById('target').value) * 100);
    play.disabled = true;
    sky.className = 'stage sky';
    multiplier.textContent = times(100);
    showResult('', '');
    try {
      const round = await post('crash/play', {
        session: state.session,
        stake: Number(document.getElementById('stake').value),
        target,
      });
      sky.classList.add('flying');
      await climb(round.crashPoint);
      sky.className = `stage sky done ${round.winMinor > 0 ? 'won' : 'lost'}`;
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
