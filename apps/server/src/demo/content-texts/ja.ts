import type { DemoTexts } from './types.ts';

export const JA: DemoTexts = {
  announcements: {
    welcome: {
      title: 'Lobby Demo へようこそ：20社以上のプロバイダーから600以上のゲーム',
      content:
        '<p>ようこそ！PG、JILI、Pragmatic Play などの<strong>スロット、ライブカジノ、フィッシング、スポーツ、宝くじ</strong>をお楽しみください。</p><p>はじめての方は<a href="/m/register">新規登録</a>して、ウェルカムボーナスを受け取りましょう。</p>',
    },
    maintenance: {
      title: 'Evolution ライブテーブルの定期メンテナンス：火曜 02:00–04:00 UTC',
      content:
        '<p>プロバイダーのメンテナンス中は Evolution のライブテーブルをご利用いただけません：</p><ul><li>火曜 02:00–04:00 UTC</li><li>未確定のベットはテーブル終了前に精算されます</li></ul><p>そのほかのゲームは通常どおりご利用いただけます。</p>',
    },
    'register-gift': {
      title: '本日登録で PG スロットのフリースピンパックをプレゼント',
      content:
        '<p>新規会員の方は携帯電話番号の認証後、対象の PG Soft スロットで<strong>フリースピン20回</strong>を獲得できます。</p>',
    },
    verification: {
      title: '初回出金の前にアカウント認証をお願いします',
      content:
        '<p>お客様の資金を守るため、初回出金の前に一度だけアカウントを認証します：</p><ol><li>携帯電話番号を認証する</li><li>銀行口座の名義人を登録する</li><li>本人確認書類の写真をアップロードする（png または jpg、5 MB まで）</li></ol><p>詳しくは<a href="/m/help?i=2">ヘルプセンター</a>をご覧ください。</p>',
    },
    responsible: {
      title: '責任あるプレイを：入金制限や休止はメッセージひとつで',
      content:
        '<p><strong>入金制限</strong>、<strong>一時休止</strong>、<strong>自己排除</strong>はいつでも申請できます。</p><p><a href="/m/help?i=3">責任あるギャンブル</a>をご覧いただくか、<a href="/m/feedback">カスタマーサービス</a>へご連絡ください。</p>',
    },
    'popup-weekend': {
      title: '週末リロードボーナス：最大500まで50%',
      content:
        '<h3>週末リロード</h3><p>金曜 18:00 から日曜 23:59 までに入金すると、<strong>最大500まで50%のボーナス</strong>を獲得できます。</p><ul><li>最低入金額 20</li><li>スロットとフィッシングでボーナスの10倍の賭け条件</li></ul><p><a href="/m/activity">プロモーションを見る</a></p>',
    },
    'promo-fishing': {
      title: 'フィッシング・フレンジー・ウィーク：黄金のクジラで500倍',
      content:
        '<p>今週はずっと、Fa Chai と JILI のフィッシングゲームで黄金のクジラが<strong>500倍</strong>の配当に。</p><ul><li>ランキング上位50名のハンターに賞品</li><li>賞品は毎週月曜日に付与されます</li></ul><p><a href="/m/gameList?gameType=FISH">フィッシングゲームで遊ぶ</a></p>',
    },
    'promo-referral': {
      title: '友だちを招待して、初回入金額の一部をゲット',
      content:
        '<p>招待コードをシェアしましょう。友だちが登録して入金すると、<strong>初回入金額の10%</strong>を受け取れます。</p><p>招待コードは<a href="/m/member/home">会員センター</a>で確認できます。</p>',
    },
  },
  banners: {
    1001: {
      title: 'ウェルカムボーナス100%',
      subtitle: '初回入金を最大5,000まで2倍に',
      cta: '今すぐ受け取る',
    },
    1002: { title: 'フィッシング・フレンジー', subtitle: '黄金のクジラを捕まえて500倍', cta: '狩りに出る' },
    1003: { title: 'ベトナムロト45秒', subtitle: '45秒ごとに抽選、結果はリアルタイム', cta: 'ベットする' },
    1004: { title: 'ロケットラッシュ', subtitle: 'ロケットが飛び去る前にキャッシュアウト', cta: '発射' },
    1005: { title: 'ポーカーマスターズカップ', subtitle: '毎週開催、賞金総額100,000', cta: '着席する' },
    2001: {
      title: 'ライブバカラナイト',
      subtitle: '本物のディーラーとスクイーズ卓を24時間',
      cta: 'テーブルへ',
    },
    2002: { title: 'ライトニングルーレット', subtitle: 'ラッキーナンバーは最大500倍', cta: 'ライブで回す' },
    2003: {
      title: 'AE Sexy ドラゴンタイガー',
      subtitle: '1枚ずつ配り、大きいほうが勝ち',
      cta: 'ライブで遊ぶ',
    },
    3001: { title: 'スポーツ', subtitle: '全試合、ライブオッズ', cta: 'ベットする' },
    3002: { title: 'ライブカジノ', subtitle: 'バカラ、ルーレットなど', cta: '入る' },
    3003: { title: '闘鶏', subtitle: 'ダービーの試合をライブ配信', cta: '観戦する' },
    3004: { title: 'eスポーツ', subtitle: 'MOBA、シューター、eフットボール', cta: 'ベットする' },
  },
};
