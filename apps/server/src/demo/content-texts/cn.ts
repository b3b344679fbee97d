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
  inbox: {
    welcome: {
      title: '欢迎来到 Lobby Demo',
      content:
        '<p>欢迎！您的账户已开通。逛逛<a href="/m/home">大厅</a>，免费试玩游戏，再到<a href="/m/activity">优惠活动页面</a>领取新人优惠。</p>',
    },
    security: {
      title: '保护好您的账户',
      content: '<p>我们<strong>绝不会</strong>向您索要密码或验证码。如发现任何异常，请立即修改密码。</p>',
    },
    weekend: {
      title: '周末彩金现已开启',
      content: '<p>本周末充值，即可在老虎机和捕鱼游戏中获得 <strong>20% 彩金</strong>。</p>',
    },
  },
  activities: {
    'welcome-bonus': {
      title: '新人彩金：免费送 10.00',
      summary: '参加即可领取 10.00，直接存入钱包',
      content:
        '<p>初来大厅？参加本优惠活动，<strong>10.00 新人彩金</strong>即可立即领取。</p><ul><li>每位会员限领一次</li><li>直接存入您的钱包</li></ul>',
    },
    'weekend-reload': {
      title: '周末加码：25.00 彩金',
      summary: '告诉我们您最爱的游戏，审核通过即得 25.00',
      content:
        '<p>参加时请简单备注您最爱的游戏。我们的团队会在一天内审核每份申请，审核通过即可领取 <strong>25.00</strong>。</p>',
    },
    'first-deposit-cashback': {
      title: '首次充值返现 15.00',
      summary: '首次充值经审核后发放',
      content: '<p>完成首次充值并参加活动：我们的团队核实充值后，即发放 <strong>15.00</strong> 返现。</p>',
    },
    'slots-tournament': {
      title: '月度老虎机锦标赛',
      summary: '参加 PG 与 JILI 老虎机排行榜争霸',
      content:
        '<p>参加即可加入月度老虎机锦标赛。您在 PG 和 JILI 老虎机上的每笔投注都会计入<a href="/m/leaderBoard">排行榜</a>。</p>',
    },
    'lucky-spin-festival': {
      title: '幸运转盘狂欢节',
      summary: '活动已结束，感谢您的参与',
      content: '<p>幸运转盘狂欢节已结束。敬请关注本页面，下一场即将到来。</p>',
    },
  },
  help: {
    terms: {
      title: '服务条款',
      content:
        '<h3>服务条款</h3><p>开立账户即表示您接受以下条款。</p><ol><li>您已年满 <strong>{age} 岁</strong>，且您所在地区允许博彩。</li><li>您只能以本人名义持有一个账户，并妥善保管自己的密码。</li><li>充值和提现只能使用本人名下的账户；出款前我们可能会核实您的身份。</li><li>彩金须遵守各项优惠活动列明的条件；滥用彩金将导致彩金及其所产生的盈利被取消。</li><li>游戏局以游戏厂商的结果为准；中断的游戏局将继续进行或退还投注。</li><li>违反本条款的账户可能会被关闭；非彩金部分的余额将予以出款。</li></ol><p>有疑问？请咨询<a href="/m/feedback">在线客服</a>。</p>',
    },
    deposits: {
      title: '充值说明',
      content:
        '<h3>如何充值</h3><ol><li>登录后点击页头的<strong>充值</strong>。</li><li>选择支付渠道并输入金额。</li><li>按照渠道提示操作；支付确认后余额即时更新。</li></ol><h4>温馨提示</h4><ul><li>充值不收取任何手续费；最低充值 10。</li><li>请仅使用本人名下的账户付款；第三方付款将被退回。</li><li>付款 30 分钟后仍未到账：请将付款凭证发送给<a href="/m/feedback">在线客服</a>。</li></ul>',
    },
    withdrawals: {
      title: '提现说明',
      content:
        '<h3>如何提现</h3><ol><li>在侧边菜单点击<strong>提现</strong>。</li><li>选择个人资料中已保存的银行账户并输入金额。</li><li>输入支付密码确认。</li></ol><h4>首次提现前</h4><ul><li>您的账户需完成一次验证：手机号、账户持有人姓名和身份证件。</li><li>充值金额至少须完成一倍投注后方可提现。</li><li>大部分提现在 15 分钟内到账；银行转账最长可能需要一个工作日。</li></ul>',
    },
    'responsible-gambling': {
      title: '理性博彩',
      content:
        '<h3>娱乐为主，切勿以此谋利</h3><p>开立账户须年满 <strong>{age} 岁</strong>；若您所在国家的法律规定为 21 岁，则须年满 21 岁。首次提现前我们会核实年龄和身份，并关闭未成年人的账户。</p><h4>您可随时申请的工具</h4><ul><li>按日、周或月设置<strong>充值限额</strong>：调低立即生效，调高 24 小时后生效。</li><li><strong>游戏时长提醒</strong>：每 30 或 60 分钟提醒一次您的游戏时间。</li><li><strong>冷静期</strong>：暂停 24 小时至 6 周。</li><li><strong>自我禁入</strong> 6 个月、1 年或 5 年；期间账户无法重新开启，优惠活动也会立即停止。</li></ul><h4>警示信号</h4><ul><li>想把输掉的钱赢回来，或动用生活必需的钱来玩</li><li>玩的时间比计划更长，或向家人隐瞒</li></ul><p>如需设置限额，请联系<a href="/m/feedback">在线客服</a>；也可向 <a href="https://www.begambleaware.org">BeGambleAware</a> 或 <a href="https://www.gamblersanonymous.org">Gamblers Anonymous</a> 寻求免费且保密的帮助。</p>',
    },
    'account-security': {
      title: '账户安全',
      content:
        '<h3>保护好您的账户</h3><ul><li>请使用较长且不在其他地方使用的密码；由几个词组成的短语就是不错的选择。</li><li>我们<strong>绝不会</strong>通过电话、聊天或电子邮件索取您的密码或验证码。</li><li>在共用设备上请记得退出登录，也不要让浏览器记住密码。</li><li>修改密码后，您账户的其他登录会话将全部失效。</li></ul><p>发现异常？请立即修改密码并告知<a href="/m/feedback">在线客服</a>。</p>',
    },
    bonuses: {
      title: '彩金与优惠',
      content:
        '<h3>彩金规则</h3><ul><li>每项优惠的最低充值、彩金金额和<strong>流水要求</strong>均列在<a href="/m/activity">优惠页面</a>上。</li><li>10 倍流水是指投注额达到彩金的十倍后，彩金方可提现。</li><li>老虎机和捕鱼游戏按 100% 计算流水；真人视讯和体育按 10% 计算。</li><li>同一时间只能参与一项彩金活动；上一项完成或放弃后，方可开始新的。</li></ul>',
    },
    contact: {
      title: '联系我们',
      content:
        '<h3>我们 24 小时为您服务</h3><ul><li><strong>在线客服</strong>：首页右下角的聊天按钮。</li><li><strong>WhatsApp</strong>：<a href="https://wa.me/15550100000">+1 555 010 0000</a></li><li><strong>意见反馈</strong>：在<a href="/m/feedback">反馈页面</a>发送留言并附上截图。</li></ul><p>请准备好您的用户名；我们绝不需要您的密码。</p>',
    },
  },
};
