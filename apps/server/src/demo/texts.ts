/*
 * Texts of the demo merchant's announcements and help centre, in English and Urdu. HTML goes through the
 * sanitiser when stored, like any operator's content.
 */

export interface DemoAnnouncementText {
  key: string;
  type: 'B' | 'PL' | 'PU' | 'PR';
  /** A placement such as m_reg (register page); absent for the general lists. */
  groupName?: string;
  /** Hours before the seed time. */
  ageHours: number;
  EN: { title: string; content: string };
  UR: { title: string; content: string };
}

export const DEMO_ANNOUNCEMENTS: readonly DemoAnnouncementText[] = [
  {
    key: 'welcome',
    type: 'B',
    ageHours: 2,
    EN: {
      title: 'Welcome to Lobby Demo: over 600 games from 20+ providers',
      content:
        '<p>Welcome! Browse <strong>slots, live casino, fishing, sports and lottery</strong> from PG, JILI, Pragmatic Play and more.</p><p>New here? <a href="/m/register">Register</a> and claim the welcome bonus.</p>',
    },
    UR: {
      title: 'لابی ڈیمو میں خوش آمدید: 20 سے زیادہ فراہم کنندگان کے 600 سے زائد گیمز',
      content:
        '<p>خوش آمدید! PG، JILI، Pragmatic Play اور دیگر کے <strong>سلاٹس، لائیو کیسینو، فشنگ، کھیل اور لاٹری</strong> دیکھیں۔</p><p>نئے ہیں؟ <a href="/m/register">رجسٹر کریں</a> اور خوش آمدید بونس حاصل کریں۔</p>',
    },
  },
  {
    key: 'maintenance',
    type: 'B',
    ageHours: 20,
    EN: {
      title: 'Scheduled maintenance of Evolution live tables on Tuesday 02:00–04:00 UTC',
      content:
        '<p>Evolution live tables will be unavailable during the provider’s maintenance:</p><ul><li>Tuesday 02:00–04:00 UTC</li><li>Open bets are settled before the tables close</li></ul><p>All other games stay open.</p>',
    },
    UR: {
      title: 'منگل 02:00 تا 04:00 UTC ایوولوشن لائیو ٹیبلز کی طے شدہ دیکھ بھال',
      content:
        '<p>فراہم کنندہ کی دیکھ بھال کے دوران ایوولوشن کے لائیو ٹیبلز دستیاب نہیں ہوں گے:</p><ul><li>منگل 02:00 تا 04:00 UTC</li><li>کھلی شرطیں ٹیبل بند ہونے سے پہلے طے کر دی جائیں گی</li></ul><p>باقی تمام گیمز کھلے رہیں گے۔</p>',
    },
  },
  {
    key: 'register-gift',
    type: 'B',
    groupName: 'm_reg',
    ageHours: 1,
    EN: {
      title: 'Register today and receive a free spin pack on PG slots',
      content:
        '<p>Every new member receives <strong>20 free spins</strong> on selected PG Soft slots after confirming the mobile number.</p>',
    },
    UR: {
      title: 'آج ہی رجسٹر کریں اور PG سلاٹس پر مفت اسپن پیک حاصل کریں',
      content:
        '<p>ہر نئے رکن کو موبائل نمبر کی تصدیق کے بعد منتخب PG Soft سلاٹس پر <strong>20 مفت اسپن</strong> ملتے ہیں۔</p>',
    },
  },
  {
    key: 'verification',
    type: 'PL',
    ageHours: 6,
    EN: {
      title: 'Verify your account before your first withdrawal',
      content:
        '<p>To keep your money safe we verify every account once, before the first withdrawal:</p><ol><li>Confirm your mobile number</li><li>Add the name of the bank account holder</li><li>Upload a photo of an identity document (png or jpg, up to 5 MB)</li></ol><p>Read more in the <a href="/m/help?i=2">help centre</a>.</p>',
    },
    UR: {
      title: 'پہلی رقم نکلوانے سے پہلے اپنے اکاؤنٹ کی تصدیق کریں',
      content:
        '<p>آپ کی رقم محفوظ رکھنے کے لیے ہم پہلی بار رقم نکلوانے سے پہلے ہر اکاؤنٹ کی ایک بار تصدیق کرتے ہیں:</p><ol><li>اپنے موبائل نمبر کی تصدیق کریں</li><li>بینک اکاؤنٹ ہولڈر کا نام درج کریں</li><li>شناختی دستاویز کی تصویر اپ لوڈ کریں (png یا jpg، زیادہ سے زیادہ 5 MB)</li></ol><p>مزید <a href="/m/help?i=2">مدد مرکز</a> میں پڑھیں۔</p>',
    },
  },
  {
    key: 'responsible',
    type: 'PL',
    ageHours: 30,
    EN: {
      title: 'Play responsibly: limits and time-outs are one message away',
      content:
        '<p>You can ask for a <strong>deposit limit</strong>, a <strong>time-out</strong> or <strong>self-exclusion</strong> at any time.</p><p>See <a href="/m/help?i=3">Responsible gambling</a> or contact <a href="/m/feedback">customer service</a>.</p>',
    },
    UR: {
      title: 'ذمہ داری سے کھیلیں: حدیں اور وقفہ صرف ایک پیغام کی دوری پر',
      content:
        '<p>آپ کسی بھی وقت <strong>ڈپازٹ کی حد</strong>، <strong>وقفہ</strong> یا <strong>خود اخراج</strong> کی درخواست کر سکتے ہیں۔</p><p><a href="/m/help?i=3">ذمہ دارانہ گیمنگ</a> دیکھیں یا <a href="/m/feedback">کسٹمر سروس</a> سے رابطہ کریں۔</p>',
    },
  },
  {
    key: 'popup-weekend',
    type: 'PU',
    ageHours: 3,
    EN: {
      title: 'Weekend reload bonus: 50% up to 500',
      content:
        '<h3>Weekend reload</h3><p>Deposit between Friday 18:00 and Sunday 23:59 and receive a <strong>50% bonus up to 500</strong>.</p><ul><li>Minimum deposit 20</li><li>Wagering 10× the bonus on slots and fishing</li></ul><p><a href="/m/activity">See the promotion</a></p>',
    },
    UR: {
      title: 'ویک اینڈ ری لوڈ بونس: 500 تک 50٪',
      content:
        '<h3>ویک اینڈ ری لوڈ</h3><p>جمعہ 18:00 سے اتوار 23:59 کے درمیان ڈپازٹ کریں اور <strong>500 تک 50٪ بونس</strong> حاصل کریں۔</p><ul><li>کم از کم ڈپازٹ 20</li><li>سلاٹس اور فشنگ پر بونس کا 10 گنا ویجرنگ</li></ul><p><a href="/m/activity">پروموشن دیکھیں</a></p>',
    },
  },
  {
    key: 'promo-fishing',
    type: 'PR',
    ageHours: 10,
    EN: {
      title: 'Fishing Frenzy Week: catch the golden whale for 500×',
      content:
        '<p>All week long the golden whale pays <strong>500×</strong> in Fa Chai and JILI fishing games.</p><ul><li>Leaderboard prizes for the top 50 hunters</li><li>Prizes are credited every Monday</li></ul><p><a href="/m/gameList?gameType=FISH">Play fishing games</a></p>',
    },
    UR: {
      title: 'فشنگ فرینزی ہفتہ: سنہری وہیل پکڑیں اور 500 گنا جیتیں',
      content:
        '<p>پورا ہفتہ Fa Chai اور JILI کی فشنگ گیمز میں سنہری وہیل <strong>500 گنا</strong> ادا کرتی ہے۔</p><ul><li>سرفہرست 50 شکاریوں کے لیے لیڈر بورڈ انعامات</li><li>انعامات ہر پیر کو جمع کیے جاتے ہیں</li></ul><p><a href="/m/gameList?gameType=FISH">فشنگ گیمز کھیلیں</a></p>',
    },
  },
  {
    key: 'promo-referral',
    type: 'PR',
    ageHours: 48,
    EN: {
      title: 'Invite friends and earn a share of their first deposit',
      content:
        '<p>Share your invitation code: when a friend registers and deposits, you receive <strong>10% of the first deposit</strong>.</p><p>Find your code under <a href="/m/member/home">Member centre</a>.</p>',
    },
    UR: {
      title: 'دوستوں کو مدعو کریں اور ان کے پہلے ڈپازٹ کا حصہ کمائیں',
      content:
        '<p>اپنا دعوتی کوڈ شیئر کریں: جب کوئی دوست رجسٹر ہو کر ڈپازٹ کرے تو آپ کو <strong>پہلے ڈپازٹ کا 10٪</strong> ملتا ہے۔</p><p>اپنا کوڈ <a href="/m/member/home">ممبر سینٹر</a> میں دیکھیں۔</p>',
    },
  },
];

export interface DemoHelpText {
  key: string;
  EN: { title: string; content: string };
  UR: { title: string; content: string };
}

/**
 * Help centre entries; `{age}` is replaced by the merchant's minimum age. The order is the menu order; the
 * terms come first, where the register form's terms link opens the help centre (decision 0037).
 */
export const DEMO_HELP: readonly DemoHelpText[] = [
  {
    key: 'terms',
    EN: {
      title: 'Terms and conditions',
      content:
        '<h3>Terms and conditions</h3><p>By opening an account you accept these terms.</p><ol><li>You are <strong>{age} or older</strong> and gambling is legal where you play.</li><li>You hold one account only, in your own name, and keep your password to yourself.</li><li>Deposits and withdrawals use accounts in your own name; we may verify your identity before paying out.</li><li>Bonuses carry the conditions shown on each promotion; abusing them voids the bonus and its winnings.</li><li>A game round is settled by the game provider’s result; an interrupted round resumes or is refunded.</li><li>We may close an account that breaks these terms; the balance that is not bonus money is paid out.</li></ol><p>Questions? Ask <a href="/m/feedback">customer service</a>.</p>',
    },
    UR: {
      title: 'شرائط و ضوابط',
      content:
        '<h3>شرائط و ضوابط</h3><p>اکاؤنٹ کھول کر آپ یہ شرائط قبول کرتے ہیں۔</p><ol><li>آپ کی عمر <strong>{age} سال یا اس سے زیادہ</strong> ہے اور جہاں آپ کھیلتے ہیں وہاں گیمنگ قانونی ہے۔</li><li>آپ کا صرف ایک اکاؤنٹ ہے، آپ ہی کے نام پر، اور آپ اپنا پاس ورڈ کسی کو نہیں بتاتے۔</li><li>ڈپازٹ اور رقم نکلوانے کے لیے صرف اپنے نام کے اکاؤنٹ استعمال کریں؛ ادائیگی سے پہلے ہم آپ کی شناخت کی تصدیق کر سکتے ہیں۔</li><li>ہر بونس پر وہی شرائط لاگو ہیں جو پروموشن پر درج ہیں؛ غلط استعمال پر بونس اور اس سے ہونے والی جیت منسوخ ہو جاتی ہے۔</li><li>گیم راؤنڈ کا فیصلہ گیم فراہم کنندہ کے نتیجے سے ہوتا ہے؛ رکا ہوا راؤنڈ دوبارہ شروع ہوتا ہے یا رقم واپس کر دی جاتی ہے۔</li><li>ان شرائط کی خلاف ورزی پر ہم اکاؤنٹ بند کر سکتے ہیں؛ بونس کے علاوہ باقی بیلنس ادا کر دیا جاتا ہے۔</li></ol><p>کوئی سوال؟ <a href="/m/feedback">کسٹمر سروس</a> سے پوچھیں۔</p>',
    },
  },
  {
    key: 'deposits',
    EN: {
      title: 'Deposits',
      content:
        '<h3>How to deposit</h3><ol><li>Log in and tap <strong>Deposit</strong> in the header.</li><li>Choose a payment channel and enter the amount.</li><li>Follow the channel’s instructions; the balance updates as soon as the payment is confirmed.</li></ol><h4>Good to know</h4><ul><li>Deposits are free of charge; the minimum is 10.</li><li>Pay only from an account in your own name; third-party payments are refunded.</li><li>A payment that has not arrived after 30 minutes: send the receipt to <a href="/m/feedback">customer service</a>.</li></ul>',
    },
    UR: {
      title: 'ڈپازٹ',
      content:
        '<h3>ڈپازٹ کیسے کریں</h3><ol><li>لاگ اِن کریں اور ہیڈر میں <strong>ڈپازٹ</strong> پر ٹیپ کریں۔</li><li>ادائیگی کا طریقہ منتخب کریں اور رقم درج کریں۔</li><li>طریقے کی ہدایات پر عمل کریں؛ ادائیگی کی تصدیق ہوتے ہی بیلنس اپ ڈیٹ ہو جاتا ہے۔</li></ol><h4>جاننا مفید ہے</h4><ul><li>ڈپازٹ مفت ہیں؛ کم از کم رقم 10 ہے۔</li><li>صرف اپنے نام کے اکاؤنٹ سے ادائیگی کریں؛ کسی اور کی ادائیگی واپس کر دی جاتی ہے۔</li><li>اگر 30 منٹ بعد بھی ادائیگی نہ پہنچے تو رسید <a href="/m/feedback">کسٹمر سروس</a> کو بھیجیں۔</li></ul>',
    },
  },
  {
    key: 'withdrawals',
    EN: {
      title: 'Withdrawals',
      content:
        '<h3>How to withdraw</h3><ol><li>Tap <strong>Withdraw</strong> in the side menu.</li><li>Choose the bank account saved in your profile and enter the amount.</li><li>Confirm with your payment password.</li></ol><h4>Before your first withdrawal</h4><ul><li>Your account is verified once: mobile number, account holder name and an identity document.</li><li>Deposits must be wagered at least once before they can be withdrawn.</li><li>Most withdrawals are paid within 15 minutes; bank transfers may take up to one working day.</li></ul>',
    },
    UR: {
      title: 'رقم نکلوانا',
      content:
        '<h3>رقم کیسے نکلوائیں</h3><ol><li>سائیڈ مینو میں <strong>رقم نکلوائیں</strong> پر ٹیپ کریں۔</li><li>اپنی پروفائل میں محفوظ بینک اکاؤنٹ منتخب کریں اور رقم درج کریں۔</li><li>اپنے پیمنٹ پاس ورڈ سے تصدیق کریں۔</li></ol><h4>پہلی بار رقم نکلوانے سے پہلے</h4><ul><li>آپ کے اکاؤنٹ کی ایک بار تصدیق ہوتی ہے: موبائل نمبر، اکاؤنٹ ہولڈر کا نام اور شناختی دستاویز۔</li><li>ڈپازٹ کی رقم نکلوانے سے پہلے کم از کم ایک بار کھیلنا ضروری ہے۔</li><li>زیادہ تر ادائیگیاں 15 منٹ میں ہو جاتی ہیں؛ بینک ٹرانسفر میں ایک کاروباری دن لگ سکتا ہے۔</li></ul>',
    },
  },
  {
    key: 'responsible-gambling',
    EN: {
      title: 'Responsible gambling',
      content:
        '<h3>Play for fun, not for money</h3><p>You must be <strong>{age} or older</strong> to open an account, and 21 or older where the law of your country sets that age. We check age and identity before the first withdrawal and close accounts of minors.</p><h4>Tools you can ask for at any time</h4><ul><li><strong>Deposit limits</strong> per day, week or month: a lower limit applies at once, a higher one after 24 hours.</li><li><strong>Reality checks</strong>: a reminder of your playing time every 30 or 60 minutes.</li><li><strong>Time-out</strong>: a break from 24 hours up to 6 weeks.</li><li><strong>Self-exclusion</strong> for 6 months, 1 year or 5 years; the account cannot be reopened during that time and promotions stop at once.</li></ul><h4>Warning signs</h4><ul><li>Chasing losses or playing with money meant for bills</li><li>Playing longer than planned, or hiding it from family</li></ul><p>Ask <a href="/m/feedback">customer service</a> to set a limit, or get free and confidential help from <a href="https://www.begambleaware.org">BeGambleAware</a> or <a href="https://www.gamblersanonymous.org">Gamblers Anonymous</a>.</p>',
    },
    UR: {
      title: 'ذمہ دارانہ گیمنگ',
      content:
        '<h3>تفریح کے لیے کھیلیں، پیسے کمانے کے لیے نہیں</h3><p>اکاؤنٹ کھولنے کے لیے آپ کی عمر <strong>کم از کم {age} سال</strong> ہونی چاہیے، اور جہاں آپ کے ملک کا قانون 21 سال مقرر کرے وہاں 21 سال۔ پہلی بار رقم نکلوانے سے پہلے ہم عمر اور شناخت کی جانچ کرتے ہیں اور نابالغوں کے اکاؤنٹ بند کر دیتے ہیں۔</p><h4>وہ سہولیات جو آپ کسی بھی وقت مانگ سکتے ہیں</h4><ul><li>روزانہ، ہفتہ وار یا ماہانہ <strong>ڈپازٹ کی حد</strong>: کم حد فوراً لاگو ہوتی ہے، زیادہ حد 24 گھنٹے بعد۔</li><li><strong>یاد دہانی</strong>: ہر 30 یا 60 منٹ بعد آپ کے کھیل کے وقت کی یاد دہانی۔</li><li><strong>وقفہ</strong>: 24 گھنٹے سے 6 ہفتے تک۔</li><li>6 ماہ، 1 سال یا 5 سال کے لیے <strong>خود اخراج</strong>؛ اس دوران اکاؤنٹ دوبارہ نہیں کھولا جا سکتا اور پروموشنز فوراً رک جاتی ہیں۔</li></ul><h4>خطرے کی علامات</h4><ul><li>نقصان پورا کرنے کے لیے کھیلنا یا بلوں کی رقم سے کھیلنا</li><li>ارادے سے زیادہ دیر کھیلنا یا گھر والوں سے چھپانا</li></ul><p>حد مقرر کروانے کے لیے <a href="/m/feedback">کسٹمر سروس</a> سے کہیں، یا <a href="https://www.begambleaware.org">BeGambleAware</a> یا <a href="https://www.gamblersanonymous.org">Gamblers Anonymous</a> سے مفت اور رازدارانہ مدد لیں۔</p>',
    },
  },
  {
    key: 'account-security',
    EN: {
      title: 'Account security',
      content:
        '<h3>Keep your account safe</h3><ul><li>Use a long password that you use nowhere else; a pass phrase of several words works well.</li><li>We will <strong>never</strong> ask for your password or verification code by phone, chat or e-mail.</li><li>Log out on shared devices, and do not let the browser remember your password there.</li><li>Changing your password ends every other session of your account.</li></ul><p>Something looks wrong? Change your password at once and tell <a href="/m/feedback">customer service</a>.</p>',
    },
    UR: {
      title: 'اکاؤنٹ کی حفاظت',
      content:
        '<h3>اپنا اکاؤنٹ محفوظ رکھیں</h3><ul><li>لمبا پاس ورڈ استعمال کریں جو آپ کہیں اور استعمال نہ کرتے ہوں؛ کئی الفاظ کا جملہ اچھا رہتا ہے۔</li><li>ہم فون، چیٹ یا ای میل پر آپ سے پاس ورڈ یا تصدیقی کوڈ <strong>کبھی نہیں</strong> مانگیں گے۔</li><li>مشترکہ آلات پر لاگ آؤٹ کریں اور براؤزر کو پاس ورڈ یاد نہ رکھنے دیں۔</li><li>پاس ورڈ بدلنے سے آپ کے اکاؤنٹ کے باقی تمام سیشن ختم ہو جاتے ہیں۔</li></ul><p>کچھ غلط لگے؟ فوراً پاس ورڈ بدلیں اور <a href="/m/feedback">کسٹمر سروس</a> کو بتائیں۔</p>',
    },
  },
  {
    key: 'bonuses',
    EN: {
      title: 'Bonuses and promotions',
      content:
        '<h3>How bonuses work</h3><ul><li>Each promotion lists its minimum deposit, bonus amount and <strong>wagering requirement</strong> on the <a href="/m/activity">promotions page</a>.</li><li>Wagering 10× means bets worth ten times the bonus before it can be withdrawn.</li><li>Slots and fishing count in full; live casino and sports count at 10%.</li><li>One bonus at a time; a new one starts when the previous one is completed or given up.</li></ul>',
    },
    UR: {
      title: 'بونس اور پروموشنز',
      content:
        '<h3>بونس کیسے کام کرتے ہیں</h3><ul><li>ہر پروموشن کی کم از کم ڈپازٹ، بونس کی رقم اور <strong>ویجرنگ کی شرط</strong> <a href="/m/activity">پروموشنز کے صفحے</a> پر درج ہے۔</li><li>10 گنا ویجرنگ کا مطلب ہے کہ بونس نکلوانے سے پہلے اس کی دس گنا رقم کی شرطیں لگائیں۔</li><li>سلاٹس اور فشنگ پوری گنی جاتی ہیں؛ لائیو کیسینو اور کھیل 10٪ گنے جاتے ہیں۔</li><li>ایک وقت میں ایک بونس؛ نیا بونس پچھلا مکمل یا ترک ہونے پر شروع ہوتا ہے۔</li></ul>',
    },
  },
  {
    key: 'contact',
    EN: {
      title: 'Contact us',
      content:
        '<h3>We are here around the clock</h3><ul><li><strong>Live chat</strong>: the chat button at the bottom right of the home page.</li><li><strong>WhatsApp</strong>: <a href="https://wa.me/15550100000">+1 555 010 0000</a></li><li><strong>Feedback</strong>: send a message with screenshots from the <a href="/m/feedback">feedback page</a>.</li></ul><p>Please have your user name ready; we never need your password.</p>',
    },
    UR: {
      title: 'ہم سے رابطہ کریں',
      content:
        '<h3>ہم چوبیس گھنٹے حاضر ہیں</h3><ul><li><strong>لائیو چیٹ</strong>: ہوم پیج کے نیچے دائیں جانب چیٹ کا بٹن۔</li><li><strong>واٹس ایپ</strong>: <a href="https://wa.me/15550100000">+1 555 010 0000</a></li><li><strong>رائے</strong>: <a href="/m/feedback">رائے کے صفحے</a> سے اسکرین شاٹس کے ساتھ پیغام بھیجیں۔</li></ul><p>براہ کرم اپنا یوزر نیم تیار رکھیں؛ ہمیں آپ کے پاس ورڈ کی کبھی ضرورت نہیں ہوتی۔</p>',
    },
  },
];

export const DEMO_LIVE_MODELS = [
  { key: 'mia', name: 'Mia Santos', status: 'streaming', roomType: 'free' },
  { key: 'linh', name: 'Linh Tran', status: 'streaming', roomType: 'VIP' },
  { key: 'ayesha', name: 'Ayesha Khan', status: 'active', roomType: 'free' },
  { key: 'ploy', name: 'Ploy Suwan', status: 'active', roomType: 'payPerView' },
  { key: 'sofia', name: 'Sofia Reyes', status: 'offline', roomType: 'VIP' },
  { key: 'hana', name: 'Hana Mori', status: 'offline', roomType: 'free' },
] as const;
