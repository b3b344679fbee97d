/*
 * A demo game name in the languages whose markets' vendors name their games for the players: EN, CN, TW,
 * VI, TH and ID (decision 0073). Every other language shows the English name, as real vendors do.
 */

export const DEMO_LANGUAGES = ['EN', 'CN', 'TW', 'VI', 'TH', 'ID'] as const;
export type DemoLanguage = (typeof DEMO_LANGUAGES)[number];
export type Localized = Record<DemoLanguage, string>;

/** Taiwan's own words where they differ from the mainland's, then character by character. */
const TW_WORDS: [string, string][] = [
  ['台球', '撞球'],
  ['老挝', '寮國'],
  ['锄大地', '大老二'],
  ['喷气机', '噴射機'],
  ['冲天', '沖天'],
];
// The characters the demo's Chinese names use that Taiwan writes otherwise: add one when a new name needs it.
const SIMPLIFIED =
  '财龙献进宝临门凤余满鸿运当头禄寿鸡报齐圣灯会红来猫对狮贺岁摇钱树阳书兹鱼袭维黄丰矿钻库盗镇罗军岛鹏竞圆开侠传国争游闹樱梦' +
  '将丛车冲赐贵农场双过鲤跃莲兰马长丝绸寻猎叶灵万诞礼锋鹰猪亚欧说师园泼节扬蜡湾极赛热滚点飘锅奖币级转盘纪个经机铃铛击轴复欢' +
  '乐鲨兽鲸弹华扫战佣电轮动无摊达虾决虚拟篮网联枪杀职业斗际扑奥抢庄锄张诺飞围龄镖疯发银涡员气涨骑纸务内岘挝体';
const TRADITIONAL =
  '財龍獻進寶臨門鳳餘滿鴻運當頭祿壽雞報齊聖燈會紅來貓對獅賀歲搖錢樹陽書茲魚襲維黃豐礦鑽庫盜鎮羅軍島鵬競圓開俠傳國爭遊鬧櫻夢' +
  '將叢車衝賜貴農場雙過鯉躍蓮蘭馬長絲綢尋獵葉靈萬誕禮鋒鷹豬亞歐說師園潑節揚蠟灣極賽熱滾點飄鍋獎幣級轉盤紀個經機鈴鐺擊軸復歡' +
  '樂鯊獸鯨彈華掃戰傭電輪動無攤達蝦決虛擬籃網聯槍殺職業鬥際撲奧搶莊鋤張諾飛圍齡鏢瘋發銀渦員氣漲騎紙務內峴撾體';

/** Simplified Chinese written in traditional characters, with Taiwan's words. */
export function traditional(simplified: string): string {
  let text = simplified;
  for (const [mainland, taiwan] of TW_WORDS) text = text.replaceAll(mainland, taiwan);
  return [...text].map((char) => TRADITIONAL[SIMPLIFIED.indexOf(char)] ?? char).join('');
}

/**
 * A proper name: English, Simplified Chinese, and the Vietnamese, Thai and Indonesian names where those
 * markets' vendors translate it (English where they keep it); Taiwan's name is the Chinese one in
 * traditional characters unless given.
 */
export const named = (EN: string, CN: string, local: Partial<Localized> = {}): Localized => ({
  EN,
  CN,
  TW: traditional(CN),
  VI: EN,
  TH: EN,
  ID: EN,
  ...local,
});

/** The same text in every language: a brand, a number. */
export const everywhere = (text: string): Localized => named(text, text, { TW: text });

export function mapLocalized(names: Localized, map: (text: string, lang: DemoLanguage) => string): Localized {
  const out = {} as Localized;
  for (const lang of DEMO_LANGUAGES) out[lang] = map(names[lang], lang);
  return out;
}

/** Chinese joins without a space; the others with one. */
export const joinNames = (first: Localized, second: Localized): Localized =>
  mapLocalized(first, (text, lang) =>
    lang === 'CN' || lang === 'TW' ? `${text}${second[lang]}` : `${text} ${second[lang]}`,
  );
