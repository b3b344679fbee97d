import {
  errorText,
  money,
  post,
  showBalance,
  startSession,
  t,
  translatePage,
} from '/sandbox/shared/game-client.js';

const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const buttons = [...document.querySelectorAll('[data-side]')];
const result = document.getElementById('result');

function showResult(text, kind) {
  result.textContent = text;
  result.className = `result ${kind}`;
}

const hand = (cards, points) => `${cards.map((rank) => RANKS[rank]).join(' ')} (${points})`;

translatePage();
try {
  const state = await startSession(showBalance);
  for (const button of buttons) {
    button.disabled = false;
    button.addEventListener('click', async () => {
      for (const other of buttons) other.disabled = true;
      showResult('', '');
      try {
        const round = await post('table/play', {
          session: state.session,
          stake: Number(document.getElementById('stake').value),
          side: button.dataset.side,
        });
        document.getElementById('player-cards').textContent = hand(round.player, round.playerPoints);
        document.getElementById('banker-cards').textContent = hand(round.banker, round.bankerPoints);
        state.apply(round);
        const stake = Number(document.getElementById('stake').value);
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
