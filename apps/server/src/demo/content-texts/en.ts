import type { DemoTexts } from './types.ts';

export const EN: DemoTexts = {
  announcements: {
    welcome: {
      title: 'Welcome to Lobby Demo: over 600 games from 20+ providers',
      content:
        '<p>Welcome! Browse <strong>slots, live casino, fishing, sports and lottery</strong> from PG, JILI, Pragmatic Play and more.</p><p>New here? <a href="/m/register">Register</a> and claim the welcome bonus.</p>',
    },
    maintenance: {
      title: 'Scheduled maintenance of Evolution live tables on Tuesday 02:00–04:00 UTC',
      content:
        '<p>Evolution live tables will be unavailable during the provider’s maintenance:</p><ul><li>Tuesday 02:00–04:00 UTC</li><li>Open bets are settled before the tables close</li></ul><p>All other games stay open.</p>',
    },
    'register-gift': {
      title: 'Register today and receive a free spin pack on PG slots',
      content:
        '<p>Every new member receives <strong>20 free spins</strong> on selected PG Soft slots after confirming the mobile number.</p>',
    },
    verification: {
      title: 'Verify your account before your first withdrawal',
      content:
        '<p>To keep your money safe we verify every account once, before the first withdrawal:</p><ol><li>Confirm your mobile number</li><li>Add the name of the bank account holder</li><li>Upload a photo of an identity document (png or jpg, up to 5 MB)</li></ol><p>Read more in the <a href="/m/help?i=2">help centre</a>.</p>',
    },
    responsible: {
      title: 'Play responsibly: limits and time-outs are one message away',
      content:
        '<p>You can ask for a <strong>deposit limit</strong>, a <strong>time-out</strong> or <strong>self-exclusion</strong> at any time.</p><p>See <a href="/m/help?i=3">Responsible gambling</a> or contact <a href="/m/feedback">customer service</a>.</p>',
    },
    'popup-weekend': {
      title: 'Weekend reload bonus: 50% up to 500',
      content:
        '<h3>Weekend reload</h3><p>Deposit between Friday 18:00 and Sunday 23:59 and receive a <strong>50% bonus up to 500</strong>.</p><ul><li>Minimum deposit 20</li><li>Wagering 10× the bonus on slots and fishing</li></ul><p><a href="/m/activity">See the promotion</a></p>',
    },
    'promo-fishing': {
      title: 'Fishing Frenzy Week: catch the golden whale for 500×',
      content:
        '<p>All week long the golden whale pays <strong>500×</strong> in Fa Chai and JILI fishing games.</p><ul><li>Leaderboard prizes for the top 50 hunters</li><li>Prizes are credited every Monday</li></ul><p><a href="/m/gameList?gameType=FISH">Play fishing games</a></p>',
    },
    'promo-referral': {
      title: 'Invite friends and earn a share of their first deposit',
      content:
        '<p>Share your invitation code: when a friend registers and deposits, you receive <strong>10% of the first deposit</strong>.</p><p>Find your code under <a href="/m/member/home">Member centre</a>.</p>',
    },
  },
  banners: {
    1001: {
      title: 'Welcome Bonus 100%',
      subtitle: 'Double your first deposit up to 5,000',
      cta: 'Claim now',
    },
    1002: { title: 'Fishing Frenzy Week', subtitle: 'Catch the golden whale for 500x', cta: 'Hunt now' },
    1003: {
      title: 'Vietnam Lotto 45s',
      subtitle: 'A draw every 45 seconds, results in real time',
      cta: 'Bet now',
    },
    1004: { title: 'Rocket Rush', subtitle: 'Cash out before the rocket flies away', cta: 'Launch' },
    1005: {
      title: 'Poker Masters Cup',
      subtitle: 'Weekly tables with a 100,000 prize pool',
      cta: 'Take a seat',
    },
    2001: {
      title: 'Live Baccarat Night',
      subtitle: 'Real dealers and squeeze tables, 24/7',
      cta: 'Join a table',
    },
    2002: { title: 'Lightning Roulette', subtitle: 'Lucky numbers strike up to 500x', cta: 'Spin live' },
    2003: { title: 'AE Sexy Dragon Tiger', subtitle: 'One card each, the higher one wins', cta: 'Play live' },
    3001: { title: 'Sports', subtitle: 'Every match, live odds', cta: 'Bet now' },
    3002: { title: 'Live Casino', subtitle: 'Baccarat, roulette and more', cta: 'Enter' },
    3003: { title: 'Cockfight', subtitle: 'Derby fights streamed live', cta: 'Watch' },
    3004: { title: 'E-Sports', subtitle: 'MOBA, shooters and e-football', cta: 'Bet now' },
  },
  inbox: {
    welcome: {
      title: 'Welcome to Lobby Demo',
      content:
        '<p>Welcome! Your account is ready. Browse the <a href="/m/home">lobby</a>, try a game for free and claim the welcome offers on the <a href="/m/activity">promotions page</a>.</p>',
    },
    security: {
      title: 'Keep your account safe',
      content:
        '<p>We will <strong>never</strong> ask for your password or verification code. Change your password at once if something looks wrong.</p>',
    },
    weekend: {
      title: 'Weekend bonus is live',
      content: '<p>Deposit this weekend and get a <strong>20% bonus</strong> on slots and fishing games.</p>',
    },
  },
  activities: {
    'welcome-bonus': {
      title: 'Welcome bonus: 10.00 on us',
      summary: 'Join and claim 10.00 straight into your wallet',
      content:
        '<p>New to the lobby? Join this promotion and the <strong>10.00 welcome bonus</strong> is yours to claim at once.</p><ul><li>One claim per member</li><li>Credited to your wallet</li></ul>',
    },
    'weekend-reload': {
      title: 'Weekend reload: 25.00 bonus',
      summary: 'Tell us your favourite game; approved entries get 25.00',
      content:
        '<p>Join with a short remark naming your favourite game. Our team reviews every entry within a day; approved entries can claim <strong>25.00</strong>.</p>',
    },
    'first-deposit-cashback': {
      title: 'First deposit cashback 15.00',
      summary: 'Reviewed after your first deposit, then paid',
      content:
        '<p>Make your first deposit and join: once our team has checked the deposit, <strong>15.00</strong> cashback is paid.</p>',
    },
    'slots-tournament': {
      title: 'Monthly slots tournament',
      summary: 'Join the leaderboard race on PG and JILI slots',
      content:
        '<p>Join to take part in the monthly slots tournament. Every stake on PG and JILI slots counts on the <a href="/m/leaderBoard">leaderboard</a>.</p>',
    },
    'lucky-spin-festival': {
      title: 'Lucky spin festival',
      summary: 'The festival has ended; thank you for playing',
      content: '<p>The lucky spin festival has ended. Watch this page for the next one.</p>',
    },
  },
  help: {
    terms: {
      title: 'Terms and conditions',
      content:
        '<h3>Terms and conditions</h3><p>By opening an account you accept these terms.</p><ol><li>You are <strong>{age} or older</strong> and gambling is legal where you play.</li><li>You hold one account only, in your own name, and keep your password to yourself.</li><li>Deposits and withdrawals use accounts in your own name; we may verify your identity before paying out.</li><li>Bonuses carry the conditions shown on each promotion; abusing them voids the bonus and its winnings.</li><li>A game round is settled by the game provider’s result; an interrupted round resumes or is refunded.</li><li>We may close an account that breaks these terms; the balance that is not bonus money is paid out.</li></ol><p>Questions? Ask <a href="/m/feedback">customer service</a>.</p>',
    },
    deposits: {
      title: 'Deposits',
      content:
        '<h3>How to deposit</h3><ol><li>Log in and tap <strong>Deposit</strong> in the header.</li><li>Choose a payment channel and enter the amount.</li><li>Follow the channel’s instructions; the balance updates as soon as the payment is confirmed.</li></ol><h4>Good to know</h4><ul><li>Deposits are free of charge; the minimum is 10.</li><li>Pay only from an account in your own name; third-party payments are refunded.</li><li>A payment that has not arrived after 30 minutes: send the receipt to <a href="/m/feedback">customer service</a>.</li></ul>',
    },
    withdrawals: {
      title: 'Withdrawals',
      content:
        '<h3>How to withdraw</h3><ol><li>Tap <strong>Withdraw</strong> in the side menu.</li><li>Choose the bank account saved in your profile and enter the amount.</li><li>Confirm with your payment password.</li></ol><h4>Before your first withdrawal</h4><ul><li>Your account is verified once: mobile number, account holder name and an identity document.</li><li>Deposits must be wagered at least once before they can be withdrawn.</li><li>Most withdrawals are paid within 15 minutes; bank transfers may take up to one working day.</li></ul>',
    },
    'responsible-gambling': {
      title: 'Responsible gambling',
      content:
        '<h3>Play for fun, not for money</h3><p>You must be <strong>{age} or older</strong> to open an account, and 21 or older where the law of your country sets that age. We check age and identity before the first withdrawal and close accounts of minors.</p><h4>Tools you can ask for at any time</h4><ul><li><strong>Deposit limits</strong> per day, week or month: a lower limit applies at once, a higher one after 24 hours.</li><li><strong>Reality checks</strong>: a reminder of your playing time every 30 or 60 minutes.</li><li><strong>Time-out</strong>: a break from 24 hours up to 6 weeks.</li><li><strong>Self-exclusion</strong> for 6 months, 1 year or 5 years; the account cannot be reopened during that time and promotions stop at once.</li></ul><h4>Warning signs</h4><ul><li>Chasing losses or playing with money meant for bills</li><li>Playing longer than planned, or hiding it from family</li></ul><p>Ask <a href="/m/feedback">customer service</a> to set a limit, or get free and confidential help from <a href="https://www.begambleaware.org">BeGambleAware</a> or <a href="https://www.gamblersanonymous.org">Gamblers Anonymous</a>.</p>',
    },
    'account-security': {
      title: 'Account security',
      content:
        '<h3>Keep your account safe</h3><ul><li>Use a long password that you use nowhere else; a pass phrase of several words works well.</li><li>We will <strong>never</strong> ask for your password or verification code by phone, chat or e-mail.</li><li>Log out on shared devices, and do not let the browser remember your password there.</li><li>Changing your password ends every other session of your account.</li></ul><p>Something looks wrong? Change your password at once and tell <a href="/m/feedback">customer service</a>.</p>',
    },
    bonuses: {
      title: 'Bonuses and promotions',
      content:
        '<h3>How bonuses work</h3><ul><li>Each promotion lists its minimum deposit, bonus amount and <strong>wagering requirement</strong> on the <a href="/m/activity">promotions page</a>.</li><li>Wagering 10× means bets worth ten times the bonus before it can be withdrawn.</li><li>Slots and fishing count in full; live casino and sports count at 10%.</li><li>One bonus at a time; a new one starts when the previous one is completed or given up.</li></ul>',
    },
    contact: {
      title: 'Contact us',
      content:
        '<h3>We are here around the clock</h3><ul><li><strong>Live chat</strong>: the chat button at the bottom right of the home page.</li><li><strong>WhatsApp</strong>: <a href="https://wa.me/15550100000">+1 555 010 0000</a></li><li><strong>Feedback</strong>: send a message with screenshots from the <a href="/m/feedback">feedback page</a>.</li></ul><p>Please have your user name ready; we never need your password.</p>',
    },
  },
};
