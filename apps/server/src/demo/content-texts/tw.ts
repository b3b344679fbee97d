import type { DemoTexts } from './types.ts';

export const TW: DemoTexts = {
  announcements: {
    welcome: {
      title: '歡迎來到 Lobby Demo：20 多家廠商、600 多款遊戲',
      content:
        '<p>歡迎！暢玩 PG、JILI、Pragmatic Play 等廠商的<strong>老虎機、真人視訊、捕魚、體育和彩票</strong>。</p><p>第一次來嗎？<a href="/m/register">立即註冊</a>，領取新手紅利。</p>',
    },
    maintenance: {
      title: 'Evolution 真人桌檯將於週二 02:00–04:00 UTC 例行維護',
      content:
        '<p>廠商維護期間，Evolution 真人桌檯暫停開放：</p><ul><li>週二 02:00–04:00 UTC</li><li>未結算的投注會在桌檯關閉前完成結算</li></ul><p>其他遊戲照常開放。</p>',
    },
    'register-gift': {
      title: '今天註冊，送 PG 老虎機免費旋轉禮包',
      content:
        '<p>新會員完成手機號碼驗證後，即可在指定 PG Soft 老虎機獲得 <strong>20 次免費旋轉</strong>。</p>',
    },
    verification: {
      title: '首次提領前請先完成帳戶驗證',
      content:
        '<p>為保障您的資金安全，每個帳戶在首次提領前需完成一次驗證：</p><ol><li>驗證手機號碼</li><li>填寫銀行帳戶持有人姓名</li><li>上傳身分證件照片（png 或 jpg，不超過 5 MB）</li></ol><p>詳情請見<a href="/m/help?i=2">幫助中心</a>。</p>',
    },
    responsible: {
      title: '理性遊戲：儲值限額和冷靜期，一則訊息就能設定',
      content:
        '<p>您可以隨時申請<strong>儲值限額</strong>、<strong>冷靜期</strong>或<strong>自我排除</strong>。</p><p>請參閱<a href="/m/help?i=3">理性博弈</a>，或聯絡<a href="/m/feedback">線上客服</a>。</p>',
    },
    'popup-weekend': {
      title: '週末儲值紅利：50%，最高 500',
      content:
        '<h3>週末再儲值</h3><p>週五 18:00 至週日 23:59 期間儲值，即送 <strong>50% 紅利，最高 500</strong>。</p><ul><li>最低儲值 20</li><li>老虎機和捕魚遊戲完成紅利 10 倍流水</li></ul><p><a href="/m/activity">查看優惠詳情</a></p>',
    },
    'promo-fishing': {
      title: '捕魚狂歡週：捕獲黃金鯨，贏取 500 倍',
      content:
        '<p>整整一週，在發財和 JILI 捕魚遊戲中捕獲黃金鯨可贏 <strong>500 倍</strong>。</p><ul><li>排行榜前 50 名獵人另有獎勵</li><li>獎勵每週一發放</li></ul><p><a href="/m/gameList?gameType=FISH">去玩捕魚遊戲</a></p>',
    },
    'promo-referral': {
      title: '邀請好友，分享好友首次儲值回饋',
      content:
        '<p>分享您的邀請碼：好友註冊並儲值後，您可獲得<strong>首次儲值金額的 10%</strong>。</p><p>邀請碼請到<a href="/m/member/home">會員中心</a>查看。</p>',
    },
  },
  banners: {
    1001: { title: '新手首儲紅利 100%', subtitle: '首次儲值加倍，最高 5,000', cta: '立即領取' },
    1002: { title: '捕魚狂歡週', subtitle: '捕獲黃金鯨，贏取 500 倍', cta: '開始捕魚' },
    1003: { title: '越南樂透 45 秒', subtitle: '每 45 秒開獎一次，結果即時公布', cta: '立即投注' },
    1004: { title: '火箭沖天', subtitle: '在火箭飛走前及時收錢', cta: '發射' },
    1005: { title: '撲克大師盃', subtitle: '每週開桌，獎池 100,000', cta: '入座' },
    2001: { title: '真人百家樂之夜', subtitle: '真人荷官與瞇牌桌，24 小時不打烊', cta: '進入桌檯' },
    2002: { title: '閃電輪盤', subtitle: '幸運號碼最高 500 倍', cta: '真人轉盤' },
    2003: { title: 'AE Sexy 龍虎', subtitle: '龍虎各發一張牌，點大者贏', cta: '真人開玩' },
    3001: { title: '體育', subtitle: '全場賽事，即時賠率', cta: '立即投注' },
    3002: { title: '真人視訊', subtitle: '百家樂、輪盤等等', cta: '進入' },
    3003: { title: '鬥雞', subtitle: '德比鬥雞賽事直播', cta: '觀看' },
    3004: { title: '電競', subtitle: 'MOBA、射擊和電競足球', cta: '立即投注' },
  },
};
