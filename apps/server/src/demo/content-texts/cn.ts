import type { DemoTexts } from './types.ts';

export const CN: DemoTexts = {
  announcements: {
    welcome: {
      title: '欢迎来到 Lobby Demo：20 多家厂商，600 多款游戏',
      content:
        '<p>欢迎！畅玩 PG、JILI、Pragmatic Play 等厂商的<strong>老虎机、真人视讯、捕鱼、体育和彩票</strong>。</p><p>第一次来？<a href="/m/register">立即注册</a>，领取新人彩金。</p>',
    },
    maintenance: {
      title: 'Evolution 真人桌台将于周二 02:00–04:00 UTC 例行维护',
      content:
        '<p>厂商维护期间，Evolution 真人桌台暂停开放：</p><ul><li>周二 02:00–04:00 UTC</li><li>未结算的投注将在桌台关闭前完成结算</li></ul><p>其他游戏照常开放。</p>',
    },
    'register-gift': {
      title: '今日注册，送 PG 老虎机免费旋转礼包',
      content:
        '<p>新会员完成手机号验证后，即可在指定 PG Soft 老虎机获得 <strong>20 次免费旋转</strong>。</p>',
    },
    verification: {
      title: '首次提现前请先完成账户验证',
      content:
        '<p>为保障您的资金安全，每个账户在首次提现前需完成一次验证：</p><ol><li>验证手机号</li><li>填写银行账户持有人姓名</li><li>上传身份证件照片（png 或 jpg，不超过 5 MB）</li></ol><p>详情请查看<a href="/m/help?i=2">帮助中心</a>。</p>',
    },
    responsible: {
      title: '理性游戏：充值限额和冷静期，一条消息即可设置',
      content:
        '<p>您可以随时申请<strong>充值限额</strong>、<strong>冷静期</strong>或<strong>自我禁入</strong>。</p><p>请查看<a href="/m/help?i=3">理性博彩</a>，或联系<a href="/m/feedback">在线客服</a>。</p>',
    },
    'popup-weekend': {
      title: '周末充值彩金：50%，最高 500',
      content:
        '<h3>周末再充值</h3><p>周五 18:00 至周日 23:59 期间充值，即送 <strong>50% 彩金，最高 500</strong>。</p><ul><li>最低充值 20</li><li>老虎机和捕鱼游戏完成彩金 10 倍流水</li></ul><p><a href="/m/activity">查看优惠详情</a></p>',
    },
    'promo-fishing': {
      title: '捕鱼狂欢周：捕获黄金鲸，赢取 500 倍',
      content:
        '<p>整整一周，在发财和 JILI 捕鱼游戏中捕获黄金鲸可赢 <strong>500 倍</strong>。</p><ul><li>排行榜前 50 名猎手另有奖励</li><li>奖励每周一发放</li></ul><p><a href="/m/gameList?gameType=FISH">去玩捕鱼游戏</a></p>',
    },
    'promo-referral': {
      title: '邀请好友，赚取好友首次充值返利',
      content:
        '<p>分享您的邀请码：好友注册并充值后，您可获得<strong>首次充值金额的 10%</strong>。</p><p>邀请码请在<a href="/m/member/home">会员中心</a>查看。</p>',
    },
  },
  banners: {
    1001: { title: '新人首充彩金 100%', subtitle: '首次充值翻倍，最高 5,000', cta: '立即领取' },
    1002: { title: '捕鱼狂欢周', subtitle: '捕获黄金鲸，赢取 500 倍', cta: '开始捕鱼' },
    1003: { title: '越南乐透 45 秒', subtitle: '每 45 秒开奖一次，结果实时公布', cta: '立即投注' },
    1004: { title: '火箭冲天', subtitle: '在火箭飞走前及时收钱', cta: '发射' },
    1005: { title: '扑克大师杯', subtitle: '每周开桌，奖池 100,000', cta: '入座' },
    2001: { title: '真人百家乐之夜', subtitle: '真人荷官与咪牌桌，24 小时不停', cta: '进入桌台' },
    2002: { title: '闪电轮盘', subtitle: '幸运号码最高 500 倍', cta: '真人转盘' },
    2003: { title: 'AE Sexy 龙虎', subtitle: '龙虎各发一张牌，点大者赢', cta: '真人开玩' },
    3001: { title: '体育', subtitle: '全场赛事，实时赔率', cta: '立即投注' },
    3002: { title: '真人视讯', subtitle: '百家乐、轮盘等等', cta: '进入' },
    3003: { title: '斗鸡', subtitle: '德比斗鸡赛事直播', cta: '观看' },
    3004: { title: '电竞', subtitle: 'MOBA、射击和电竞足球', cta: '立即投注' },
  },
};
