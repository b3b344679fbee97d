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
  inbox: {
    welcome: {
      title: '歡迎來到 Lobby Demo',
      content:
        '<p>歡迎！您的帳號已開通。逛逛<a href="/m/home">大廳</a>，免費試玩遊戲，再到<a href="/m/activity">優惠活動頁面</a>領取新會員優惠。</p>',
    },
    security: {
      title: '保護好您的帳號',
      content: '<p>我們<strong>絕不會</strong>向您索取密碼或驗證碼。若發現任何異常，請立即變更密碼。</p>',
    },
    weekend: {
      title: '週末紅利開跑',
      content: '<p>本週末儲值，即可在老虎機和捕魚遊戲獲得 <strong>20% 紅利</strong>。</p>',
    },
  },
  activities: {
    'welcome-bonus': {
      title: '新會員紅利：免費送 10.00',
      summary: '參加即可領取 10.00，直接存入錢包',
      content:
        '<p>第一次來到大廳？參加本優惠活動，<strong>10.00 新會員紅利</strong>即可立即領取。</p><ul><li>每位會員限領一次</li><li>直接存入您的錢包</li></ul>',
    },
    'weekend-reload': {
      title: '週末加碼：25.00 紅利',
      summary: '告訴我們您最愛的遊戲，審核通過即得 25.00',
      content:
        '<p>參加時請簡短備註您最愛的遊戲。我們的團隊會在一天內審核每份申請，審核通過即可領取 <strong>25.00</strong>。</p>',
    },
    'first-deposit-cashback': {
      title: '首次儲值回饋 15.00',
      summary: '首次儲值經審核後發放',
      content: '<p>完成首次儲值並參加活動：我們的團隊核實儲值後，即發放 <strong>15.00</strong> 回饋金。</p>',
    },
    'slots-tournament': {
      title: '每月老虎機錦標賽',
      summary: '參加 PG 與 JILI 老虎機排行榜爭霸',
      content:
        '<p>參加即可加入每月老虎機錦標賽。您在 PG 和 JILI 老虎機的每筆投注都會計入<a href="/m/leaderBoard">排行榜</a>。</p>',
    },
    'lucky-spin-festival': {
      title: '幸運轉盤嘉年華',
      summary: '活動已結束，感謝您的參與',
      content: '<p>幸運轉盤嘉年華已結束。請持續關注本頁面，下一場即將登場。</p>',
    },
  },
  help: {
    terms: {
      title: '服務條款',
      content:
        '<h3>服務條款</h3><p>開立帳戶即表示您接受以下條款。</p><ol><li>您已年滿 <strong>{age} 歲</strong>，且您所在地區允許博弈。</li><li>您只能以本人名義持有一個帳戶，並妥善保管自己的密碼。</li><li>儲值和提領只能使用本人名下的帳戶；出金前我們可能會核實您的身分。</li><li>紅利須遵守各項優惠活動列明的條件；濫用紅利將導致紅利及其所產生的盈利被取消。</li><li>遊戲局以遊戲廠商的結果為準；中斷的遊戲局將繼續進行或退還投注。</li><li>違反本條款的帳戶可能會被關閉；非紅利部分的餘額將予以出金。</li></ol><p>有疑問？請諮詢<a href="/m/feedback">線上客服</a>。</p>',
    },
    deposits: {
      title: '儲值說明',
      content:
        '<h3>如何儲值</h3><ol><li>登入後點選頁首的<strong>儲值</strong>。</li><li>選擇支付管道並輸入金額。</li><li>按照管道提示操作；支付確認後餘額即時更新。</li></ol><h4>溫馨提示</h4><ul><li>儲值不收取任何手續費；最低儲值 10。</li><li>請僅使用本人名下的帳戶付款；第三方付款將被退回。</li><li>付款 30 分鐘後仍未入帳：請將付款憑證傳送給<a href="/m/feedback">線上客服</a>。</li></ul>',
    },
    withdrawals: {
      title: '提領說明',
      content:
        '<h3>如何提領</h3><ol><li>在側邊選單點選<strong>提領</strong>。</li><li>選擇個人資料中已儲存的銀行帳戶並輸入金額。</li><li>輸入支付密碼確認。</li></ol><h4>首次提領前</h4><ul><li>您的帳戶需完成一次驗證：手機號碼、帳戶持有人姓名和身分證件。</li><li>儲值金額至少須完成一倍投注後方可提領。</li><li>大部分提領在 15 分鐘內入帳；銀行轉帳最長可能需要一個工作日。</li></ul>',
    },
    'responsible-gambling': {
      title: '理性博弈',
      content:
        '<h3>娛樂為主，切勿以此謀利</h3><p>開立帳戶須年滿 <strong>{age} 歲</strong>；若您所在國家的法律規定為 21 歲，則須年滿 21 歲。首次提領前我們會核實年齡和身分，並關閉未成年人的帳戶。</p><h4>您可隨時申請的工具</h4><ul><li>按日、週或月設定<strong>儲值限額</strong>：調低立即生效，調高 24 小時後生效。</li><li><strong>遊戲時長提醒</strong>：每 30 或 60 分鐘提醒一次您的遊戲時間。</li><li><strong>冷靜期</strong>：暫停 24 小時至 6 週。</li><li><strong>自我排除</strong> 6 個月、1 年或 5 年；期間帳戶無法重新開啟，優惠活動也會立即停止。</li></ul><h4>警示訊號</h4><ul><li>想把輸掉的錢贏回來，或動用生活必需的錢來玩</li><li>玩的時間比計畫更長，或向家人隱瞞</li></ul><p>如需設定限額，請聯絡<a href="/m/feedback">線上客服</a>；也可向 <a href="https://www.begambleaware.org">BeGambleAware</a> 或 <a href="https://www.gamblersanonymous.org">Gamblers Anonymous</a> 尋求免費且保密的幫助。</p>',
    },
    'account-security': {
      title: '帳戶安全',
      content:
        '<h3>保護好您的帳戶</h3><ul><li>請使用較長且不在其他地方使用的密碼；由幾個詞組成的短語就是不錯的選擇。</li><li>我們<strong>絕不會</strong>透過電話、聊天或電子郵件索取您的密碼或驗證碼。</li><li>在共用裝置上請記得登出，也不要讓瀏覽器記住密碼。</li><li>修改密碼後，您帳戶的其他登入狀態將全部失效。</li></ul><p>發現異常？請立即修改密碼並告知<a href="/m/feedback">線上客服</a>。</p>',
    },
    bonuses: {
      title: '紅利與優惠',
      content:
        '<h3>紅利規則</h3><ul><li>每項優惠的最低儲值、紅利金額和<strong>流水要求</strong>均列在<a href="/m/activity">優惠頁面</a>上。</li><li>10 倍流水是指投注額達到紅利的十倍後，紅利方可提領。</li><li>老虎機和捕魚遊戲按 100% 計算流水；真人視訊和體育按 10% 計算。</li><li>同一時間只能參與一項紅利活動；上一項完成或放棄後，方可開始新的。</li></ul>',
    },
    contact: {
      title: '聯絡我們',
      content:
        '<h3>我們 24 小時為您服務</h3><ul><li><strong>線上客服</strong>：首頁右下角的聊天按鈕。</li><li><strong>WhatsApp</strong>：<a href="https://wa.me/15550100000">+1 555 010 0000</a></li><li><strong>意見回饋</strong>：在<a href="/m/feedback">意見回饋頁面</a>傳送留言並附上截圖。</li></ul><p>請準備好您的帳號；我們絕不需要您的密碼。</p>',
    },
  },
};
