/*
 * Word lists that compose plausible game names per category, in EN, CN, VI, TH and UR. Names are composed
 * word by word from one table, so every language names the same game the same way. Word order follows each
 * language: modifiers follow the noun in VI and TH, Chinese and Thai join words without spaces, Urdu links a
 * trailing noun with the genitive کا / کی.
 */

import type { GameCategory } from '@lobby/contract';
import type { Random } from '../../shared/random.ts';

export const DEMO_LANGUAGES = ['EN', 'CN', 'VI', 'TH', 'UR'] as const;
export type DemoLanguage = (typeof DEMO_LANGUAGES)[number];
export type Localized = Record<DemoLanguage, string>;

interface Word extends Localized {
  /** VI and TH: keep this modifier before the noun (like EN) instead of after it. */
  pre?: boolean;
  /** A trailing word that stays at the end in VI, TH and UR (no genitive). */
  post?: boolean;
  /** UR: the oblique form of the noun, used before the genitive. */
  urObl?: string;
  /** UR: gender of the noun, choosing the genitive کا (m) or کی (f). */
  urG?: 'm' | 'f';
  /** Lottery region group (gameGroupId) or another tag a generator needs. */
  tag?: string;
}

const w = (EN: string, CN: string, VI: string, TH: string, UR: string, extra: Partial<Word> = {}): Word => ({
  EN,
  CN,
  VI,
  TH,
  UR,
  ...extra,
});

/** A word written the same in every language (brands, numbers, Latin loanwords). */
const same = (text: string, extra: Partial<Word> = {}): Word => w(text, text, text, text, text, extra);

type Part = Word | null | undefined;
type Order = (lang: DemoLanguage) => Part[];

const isAscii = (char: string | undefined): boolean => char !== undefined && /[A-Za-z0-9'/.-]/.test(char);

/** Joins parts: spaces in EN, VI and UR; none in CN and TH except next to Latin letters or digits. */
function join(lang: DemoLanguage, parts: string[]): string {
  const tight = lang === 'CN' || lang === 'TH';
  let out = '';
  for (const part of parts) {
    if (!part) continue;
    if (out && (!tight || isAscii(out.at(-1)) || isAscii(part[0]))) out += ' ';
    out += part;
  }
  return out;
}

/** A composed name, rendered per language on demand (cheap uniqueness checks on the EN name). */
export interface NameRecipe {
  order: Order;
  /** Appended after a space in every language: "Table 3", "45s". */
  tail?: Localized;
  /** Lottery region group, used as gameGroupId; null elsewhere. */
  group: string | null;
}

const compose = (order: Order): NameRecipe => ({ order, group: null });

export function renderName(recipe: NameRecipe, lang: DemoLanguage): string {
  const base = join(
    lang,
    recipe.order(lang).map((part) => (part ? part[lang] : '')),
  );
  return recipe.tail ? `${base} ${recipe.tail[lang]}` : base;
}

export function renderNames(recipe: NameRecipe): Localized {
  const names = {} as Localized;
  for (const lang of DEMO_LANGUAGES) names[lang] = renderName(recipe, lang);
  return names;
}

/** Urdu genitive particle for a possessed noun. */
const urGen = (noun: Word): Word => same(noun.urG === 'f' ? 'کی' : 'کا');
const urObl = (noun: Word): Word => ({ ...noun, UR: noun.urObl ?? noun.UR });

/** Modifier + noun: before in EN, CN, UR; after in VI and TH unless the modifier is marked `pre`. */
const modNoun = (lang: DemoLanguage, mod: Part, noun: Word): Part[] =>
  (lang === 'VI' || lang === 'TH') && !mod?.pre ? [noun, mod] : [mod, noun];

/* ---------------------------------------------------------------- slots (RNG) */

const SLOT_ADJ = [
  w('Golden', '黄金', 'Vàng', 'ทองคำ', 'سنہری'),
  w('Lucky', '幸运', 'May Mắn', 'นำโชค', 'خوش قسمت'),
  w('Fortune', '招财', 'Thịnh Vượng', 'มั่งคั่ง', 'خوشحال'),
  w('Mystic', '神秘', 'Huyền Bí', 'ลึกลับ', 'پراسرار'),
  w('Royal', '皇家', 'Hoàng Gia', 'หลวง', 'شاہی'),
  w('Wild', '狂野', 'Hoang Dã', 'ป่า', 'جنگلی'),
  w('Jade', '翡翠', 'Ngọc Bích', 'หยก', 'یشمی'),
  w('Ruby', '红宝石', 'Hồng Ngọc', 'ทับทิม', 'یاقوتی'),
  w('Mighty', '威武', 'Dũng Mãnh', 'ผู้ยิ่งใหญ่', 'طاقتور'),
  w('Sacred', '神圣', 'Linh Thiêng', 'ศักดิ์สิทธิ์', 'مقدس'),
  w('Blazing', '烈焰', 'Rực Lửa', 'เพลิง', 'آتشی'),
  w('Ancient', '远古', 'Cổ Đại', 'โบราณ', 'قدیم'),
];

const SLOT_NOUN = [
  w('Dragon', '龙', 'Rồng', 'มังกร', 'اژدہا', { urObl: 'اژدہے' }),
  w('Tiger', '虎', 'Hổ', 'เสือ', 'باگھ'),
  w('Phoenix', '凤凰', 'Phượng Hoàng', 'หงส์', 'ققنس'),
  w('Panda', '熊猫', 'Gấu Trúc', 'แพนด้า', 'پانڈا', { urObl: 'پانڈے' }),
  w('Buffalo', '水牛', 'Trâu', 'ควาย', 'بھینسا', { urObl: 'بھینسے' }),
  w('Lion', '狮子', 'Sư Tử', 'สิงโต', 'شیر'),
  w('Queen', '女王', 'Nữ Hoàng', 'ราชินี', 'ملکہ'),
  w('Pharaoh', '法老', 'Pharaoh', 'ฟาโรห์', 'فرعون'),
  w('Monkey', '猴', 'Khỉ', 'ลิง', 'بندر'),
  w('Rabbit', '兔', 'Thỏ', 'กระต่าย', 'خرگوش'),
  w('Temple', '神殿', 'Đền', 'วิหาร', 'معبد'),
  w('Cat', '猫', 'Mèo', 'แมว', 'بلی'),
  w('Elephant', '大象', 'Voi', 'ช้าง', 'ہاتھی'),
  w('Gems', '宝石', 'Đá Quý', 'อัญมณี', 'جواہرات'),
  w('Wolf', '狼', 'Sói', 'หมาป่า', 'بھیڑیا', { urObl: 'بھیڑیے' }),
  w('Mermaid', '美人鱼', 'Nàng Tiên Cá', 'นางเงือก', 'جل پری'),
  w('Samurai', '武士', 'Samurai', 'ซามูไร', 'سامورائی'),
  w('Bull', '公牛', 'Bò Tót', 'กระทิง', 'بیل'),
];

const SLOT_SUFFIX = [
  w('Riches', '财富', 'Phú Quý', 'ความร่ำรวย', 'دولت', { urG: 'f' }),
  w('Treasure', '宝藏', 'Kho Báu', 'ขุมทรัพย์', 'خزانہ', { urG: 'm' }),
  w('Legend', '传说', 'Huyền Thoại', 'ตำนาน', 'داستان', { urG: 'f' }),
  w('Quest', '探险', 'Phiêu Lưu', 'ผจญภัย', 'مہم', { urG: 'f' }),
  w('Palace', '宫殿', 'Cung Điện', 'พระราชวัง', 'محل', { urG: 'm' }),
  w('Kingdom', '王国', 'Vương Quốc', 'อาณาจักร', 'سلطنت', { urG: 'f' }),
  w('Blessing', '祝福', 'Phước Lành', 'พร', 'برکت', { urG: 'f' }),
  w('Deluxe', '豪华版', 'Cao Cấp', 'ดีลักซ์', 'ڈیلکس', { post: true }),
];

const MEGA = w('Mega', '超级', 'Siêu', 'เมก้า', 'میگا', { pre: true });
const MEGAWAYS = same('Megaways', { post: true });
const JACKPOT = w('Jackpot', '大奖', 'Jackpot', 'แจ็คพอต', 'جیک پاٹ');

const CLASSIC_MOD = [
  w('Hot', '火热', 'Nóng Bỏng', 'ร้อนแรง', 'گرم'),
  w('Super', '超级', 'Siêu', 'ซูเปอร์', 'سپر', { pre: true }),
  w('Triple', '三倍', 'Gấp Ba', 'สามเท่า', 'تین گنا'),
  w('Double', '双倍', 'Gấp Đôi', 'สองเท่า', 'دو گنا'),
  w('Lucky', '幸运', 'May Mắn', 'นำโชค', 'خوش قسمت'),
  w('Shining', '闪耀', 'Lấp Lánh', 'ระยิบระยับ', 'چمکتے'),
];

const CLASSIC_SYMBOL = [
  w('Sevens', '777', '777', '777', '777'),
  w('Cherries', '樱桃', 'Anh Đào', 'เชอร์รี่', 'چیری'),
  w('Bells', '铃铛', 'Chuông', 'ระฆัง', 'گھنٹیاں'),
  w('Fruits', '水果', 'Trái Cây', 'ผลไม้', 'پھل'),
  w('Stars', '星星', 'Ngôi Sao', 'ดวงดาว', 'ستارے'),
  w('Diamonds', '钻石', 'Kim Cương', 'เพชร', 'ہیرے'),
];

const CLASSIC_TAIL = [
  w('Deluxe', '豪华版', 'Cao Cấp', 'ดีลักซ์', 'ڈیلکس', { post: true }),
  w('Classic', '经典版', 'Cổ Điển', 'คลาสสิก', 'کلاسک', { post: true }),
];

function slotName(random: Random, classification: string): NameRecipe {
  if (classification === 'Classic') {
    const mod = random.pick(CLASSIC_MOD);
    const symbol = random.pick(CLASSIC_SYMBOL);
    const tail = random.chance(0.3) ? random.pick(CLASSIC_TAIL) : null;
    return compose((lang) => [...modNoun(lang, mod, symbol), tail]);
  }
  const adj = random.pick(SLOT_ADJ);
  const noun = random.pick(SLOT_NOUN);
  if (classification === 'Megaways') {
    return compose((lang) => [...modNoun(lang, adj, noun), MEGAWAYS]);
  }
  if (classification === 'Jackpot') {
    if (random.chance(0.35)) {
      return compose((lang) =>
        lang === 'VI' || lang === 'TH' ? [MEGA, JACKPOT, noun] : [MEGA, noun, JACKPOT],
      );
    }
    return compose((lang) => (lang === 'VI' || lang === 'TH' ? [JACKPOT, noun, adj] : [adj, noun, JACKPOT]));
  }
  const form = random.weighted([4, 4, 2]);
  const suffix = random.pick(SLOT_SUFFIX);
  if (form === 0) return compose((lang) => modNoun(lang, adj, noun));
  const withAdj = form === 1;
  return compose((lang) => {
    const head = withAdj ? modNoun(lang, adj, noun) : [noun];
    if (lang === 'EN' || lang === 'CN') return [withAdj ? adj : null, noun, suffix];
    if (lang === 'UR') {
      return suffix.post
        ? [withAdj ? adj : null, noun, suffix]
        : [withAdj ? adj : null, urObl(noun), urGen(suffix), suffix];
    }
    return suffix.post ? [...head, suffix] : [suffix, ...head];
  });
}

/* ---------------------------------------------------------------- fish and arcade */

const FISH_PREFIX = [
  w('Ocean', '海洋', 'Đại Dương', 'มหาสมุทร', 'سمندری'),
  w('Golden', '黄金', 'Vàng', 'ทองคำ', 'سنہری'),
  w('Royal', '皇家', 'Hoàng Gia', 'หลวง', 'شاہی'),
  w('Lucky', '幸运', 'May Mắn', 'นำโชค', 'خوش قسمت'),
  w('Mystic', '神秘', 'Huyền Bí', 'ลึกลับ', 'پراسرار'),
  MEGA,
];

const SEA_CREATURE = [
  w('King', '霸王', 'Vua', 'ราชา', 'بادشاہ'),
  w('Shark', '鲨鱼', 'Cá Mập', 'ฉลาม', 'شارک'),
  w('Whale', '鲸鱼', 'Cá Voi', 'วาฬ', 'وہیل'),
  w('Octopus', '章鱼', 'Bạch Tuộc', 'ปลาหมึกยักษ์', 'آکٹوپس'),
  w('Crab', '螃蟹', 'Cua', 'ปู', 'کیکڑا'),
  w('Turtle', '海龟', 'Rùa', 'เต่า', 'کچھوا'),
  w('Dragon', '龙', 'Rồng', 'มังกร', 'اژدہا'),
  w('Mermaid', '美人鱼', 'Nàng Tiên Cá', 'นางเงือก', 'جل پری'),
];

const FISH_TAIL = [
  w('Hunter', '猎人', 'Thợ Săn', 'นักล่า', 'شکاری'),
  w('Fishing', '捕鱼', 'Săn', 'ยิงปลา', 'ماہی گیری'),
  w('Legend', '传说', 'Huyền Thoại', 'ตำนาน', 'داستان'),
  w('Frenzy', '狂潮', 'Cuồng Nộ', 'คลั่ง', 'جنون', { post: true }),
];

const ARCADE_GAME = [
  w('Plinko', '弹珠台', 'Plinko', 'พลิงโก', 'پلنکو'),
  w('Mines', '扫雷', 'Dò Mìn', 'กู้ระเบิด', 'بارودی سرنگیں'),
  w('Tower', '高塔', 'Tòa Tháp', 'หอคอย', 'مینار'),
  w('Penalty', '点球', 'Phạt Đền', 'จุดโทษ', 'پنالٹی'),
  w('Hi-Lo', 'Hi-Lo', 'Hi-Lo', 'Hi-Lo', 'Hi-Lo'),
];

function fishName(random: Random, classification: string): NameRecipe {
  const prefix = random.pick(FISH_PREFIX);
  if (classification === 'Arcade') {
    const game = random.pick(ARCADE_GAME);
    return compose((lang) => modNoun(lang, prefix, game));
  }
  const creature = random.pick(SEA_CREATURE);
  const tail = random.pick(FISH_TAIL);
  return compose((lang) => {
    if (lang === 'VI' || lang === 'TH') {
      const head = modNoun(lang, prefix, creature);
      return tail.post ? [...head, tail] : [tail, ...head];
    }
    return [prefix, creature, tail];
  });
}

/* ---------------------------------------------------------------- live casino and BGS tables */

const LIVE_GAME: Record<string, Word> = {
  Baccarat: w('Baccarat', '百家乐', 'Baccarat', 'บาคาร่า', 'بیکریٹ'),
  Roulette: w('Roulette', '轮盘', 'Roulette', 'รูเล็ต', 'رولیٹ'),
  Blackjack: w('Blackjack', '二十一点', 'Blackjack', 'แบล็คแจ็ค', 'بلیک جیک'),
  'Dragon Tiger': w('Dragon Tiger', '龙虎', 'Rồng Hổ', 'เสือมังกร', 'ڈریگن ٹائیگر'),
};

interface Variant extends Word {
  /** EN puts this variant after the game ("Baccarat Squeeze"). */
  enPost?: boolean;
  only?: string[];
}

const v = (word: Word, extra: Partial<Variant> = {}): Variant => ({ ...word, ...extra });

const LIVE_VARIANT: Variant[] = [
  v(w('Speed', '极速', 'Tốc Độ', 'สปีด', 'تیز')),
  v(w('Lightning', '闪电', 'Tia Chớp', 'สายฟ้า', 'بجلی')),
  v(same('VIP')),
  v(w('Classic', '经典', 'Cổ Điển', 'คลาสสิก', 'کلاسک')),
  v(w('Golden', '黄金', 'Vàng', 'ทองคำ', 'سنہری')),
  v(w('Squeeze', '咪牌', 'Nặn Bài', 'บีบไพ่', 'اسکویز'), { enPost: true, only: ['Baccarat'] }),
  v(w('No Commission', '免佣', 'Không Hoa Hồng', 'ไม่มีค่าคอม', 'بغیر کمیشن'), { only: ['Baccarat'] }),
  v(w('Auto', '自动', 'Tự Động', 'ออโต้', 'آٹو'), { only: ['Roulette'] }),
];

const TABLE = w('Table', '桌', 'Bàn', 'โต๊ะ', 'میز');

const tableSuffix = (n: number): Localized => ({
  EN: `Table ${n}`,
  CN: `${n}号${TABLE.CN}`,
  VI: `${TABLE.VI} ${n}`,
  TH: `${TABLE.TH} ${n}`,
  UR: `${TABLE.UR} ${n}`,
});

const BGS_GAME = [
  w('Sic Bo', '骰宝', 'Tài Xỉu', 'ไฮโล', 'سک بو'),
  w('Fan Tan', '番摊', 'Fan Tan', 'ฟันทัน', 'فین ٹین'),
  w('Teen Patti', '三张牌', 'Teen Patti', 'ทีนปัตติ', 'تین پتی'),
  w('Andar Bahar', '安达巴哈', 'Andar Bahar', 'อันดาร์บาฮาร์', 'اندر باہر'),
  w('Xoc Dia', '色碟', 'Xóc Đĩa', 'ซอกเดีย', 'سوک ڈیا'),
  w('Fish Prawn Crab', '鱼虾蟹', 'Bầu Cua Tôm Cá', 'น้ำเต้าปูปลา', 'مچھلی جھینگا کیکڑا'),
  w('Dice Duel', '骰子对决', 'Đấu Xúc Xắc', 'ดวลลูกเต๋า', 'پانسہ مقابلہ'),
];

const BGS_VARIANT: Variant[] = [
  v(w('Speed', '极速', 'Tốc Độ', 'สปีด', 'تیز')),
  v(w('Lucky', '幸运', 'May Mắn', 'นำโชค', 'خوش قسمت')),
  v(w('Golden', '黄金', 'Vàng', 'ทองคำ', 'سنہری')),
  v(w('Super', '超级', 'Siêu', 'ซูเปอร์', 'سپر', { pre: true })),
  v(w('Classic', '经典', 'Cổ Điển', 'คลาสสิก', 'کلاسک')),
];

function tableName(random: Random, game: Word, variants: Variant[], tableChance: number): NameRecipe {
  const usable = variants.filter((variant) => !variant.only || variant.only.includes(game.EN));
  const variant = random.chance(0.8) ? random.pick(usable) : null;
  const table = random.chance(tableChance) ? tableSuffix(random.int(1, 12)) : null;
  const base = compose((lang) => {
    if (!variant) return [game];
    if (lang === 'EN') return variant.enPost ? [game, variant] : [variant, game];
    return modNoun(lang, variant, game);
  });
  return table ? { ...base, tail: table } : base;
}

function liveName(random: Random, classification: string): NameRecipe {
  const game = LIVE_GAME[classification] ?? (LIVE_GAME.Baccarat as Word);
  return tableName(random, game, LIVE_VARIANT, 0.45);
}

function bgsName(random: Random): NameRecipe {
  return tableName(random, random.pick(BGS_GAME), BGS_VARIANT, 0.2);
}

/* ---------------------------------------------------------------- sports, e-sports, cockfight */

export const SPORT = [
  w('Soccer', '足球', 'Bóng Đá', 'ฟุตบอล', 'فٹبال'),
  w('Basketball', '篮球', 'Bóng Rổ', 'บาสเกตบอล', 'باسکٹ بال'),
  w('Tennis', '网球', 'Quần Vợt', 'เทนนิส', 'ٹینس'),
  w('Cricket', '板球', 'Cricket', 'คริกเก็ต', 'کرکٹ'),
  w('Horse Racing', '赛马', 'Đua Ngựa', 'แข่งม้า', 'گھڑ دوڑ'),
  w('Badminton', '羽毛球', 'Cầu Lông', 'แบดมินตัน', 'بیڈمنٹن'),
  w('Volleyball', '排球', 'Bóng Chuyền', 'วอลเลย์บอล', 'والی بال'),
];

const SPORT_MOD = [
  w('Virtual', '虚拟', 'Ảo', 'เสมือนจริง', 'ورچوئل'),
  w('Live', '直播', 'Trực Tiếp', 'สด', 'لائیو'),
  w('Express', '快车', 'Tốc Hành', 'เอ็กซ์เพรส', 'ایکسپریس'),
];

/** The word a direct-launch vendor's lobby game is named with, per category. */
const LOBBY_WORD: Partial<Record<GameCategory, Word>> = {
  SPORTS: w('Sportsbook', '体育', 'Thể Thao', 'กีฬา', 'اسپورٹس بک'),
  ESPORTS: w('E-Sports', '电竞', 'Thể Thao Điện Tử', 'อีสปอร์ต', 'ای اسپورٹس'),
  COCKFIGHT: w('Cockfight', '斗鸡', 'Đá Gà', 'ชนไก่', 'مرغ بازی'),
};

/** The lobby game of a direct-launch vendor: "<code> Sportsbook", "<code> Cockfight"... */
export function lobbyName(vendorCode: string, category: GameCategory): Localized {
  const word = LOBBY_WORD[category] ?? same('Lobby');
  return renderNames(compose(() => [same(vendorCode), word]));
}

function sportsName(random: Random): NameRecipe {
  const sport = random.pick(SPORT);
  const mod = random.pick(SPORT_MOD);
  return compose((lang) => modNoun(lang, mod, sport));
}

const ESPORT_QUAL = [
  w('Pro', '职业', 'Chuyên Nghiệp', 'โปร', 'پرو'),
  w('Elite', '精英', 'Tinh Anh', 'อีลิท', 'ایلیٹ'),
  w('Global', '全球', 'Toàn Cầu', 'ระดับโลก', 'عالمی'),
  w('Champions', '冠军', 'Vô Địch', 'แชมเปียนส์', 'چیمپئنز'),
  w('Virtual', '虚拟', 'Ảo', 'เสมือนจริง', 'ورچوئل'),
];

const ESPORT_GENRE = [
  w('Arena', '竞技场', 'Đấu Trường', 'อารีน่า', 'میدان'),
  w('Strike', '突击', 'Đột Kích', 'สไตรค์', 'اسٹرائیک'),
  w('League', '联赛', 'Giải Đấu', 'ลีก', 'لیگ'),
  w('E-Football', '电竞足球', 'Bóng Đá Điện Tử', 'อีฟุตบอล', 'ای فٹبال'),
  w('Battle Royale', '大逃杀', 'Sinh Tồn', 'แบทเทิลรอยัล', 'بیٹل رائل'),
  w('Racing', '赛车', 'Đua Xe', 'แข่งรถ', 'ریسنگ'),
];

function esportsName(random: Random): NameRecipe {
  const qual = random.pick(ESPORT_QUAL);
  const genre = random.pick(ESPORT_GENRE);
  return compose((lang) => modNoun(lang, qual, genre));
}

const COCKFIGHT_NOUN = [
  w('Cockfight', '斗鸡', 'Đá Gà', 'ชนไก่', 'مرغ بازی'),
  w('Sabong', '菲式斗鸡', 'Sabong', 'ซาบง', 'سابونگ'),
];

const COCKFIGHT_TAIL = [
  w('Live', '直播', 'Trực Tiếp', 'สด', 'لائیو'),
  w('Derby', '德比', 'Derby', 'ดาร์บี้', 'ڈربی'),
  w('Champions', '冠军赛', 'Vô Địch', 'แชมเปียนส์', 'چیمپئنز'),
  w('Arena', '竞技场', 'Đấu Trường', 'อารีน่า', 'میدان'),
];

function cockfightName(random: Random): NameRecipe {
  const noun = random.pick(COCKFIGHT_NOUN);
  const tail = random.pick(COCKFIGHT_TAIL);
  return compose(() => [noun, tail]);
}

/* ---------------------------------------------------------------- poker and PVP */

const POKER_GAME = [
  w("Texas Hold'em", '德州扑克', 'Poker Texas', 'เท็กซัสโฮลเอ็ม', 'ٹیکساس ہولڈم'),
  w('Omaha', '奥马哈', 'Omaha', 'โอมาฮา', 'اوماہا'),
  w('Short Deck', '短牌', 'Short Deck', 'ชอร์ตเดค', 'شارٹ ڈیک'),
  w('Rummy', '拉米', 'Rummy', 'รัมมี่', 'رمی'),
  w('Mahjong', '麻将', 'Mạt Chược', 'ไพ่นกกระจอก', 'ماہجونگ'),
  w('Niu Niu', '牛牛', 'Ngầu Hầm', 'นิวนิว', 'نیو نیو'),
  w('Big Two', '锄大地', 'Big Two', 'บิ๊กทู', 'بگ ٹو'),
  w('Three Card Poker', '三张牌扑克', 'Poker Ba Lá', 'ทรีการ์ดโป๊กเกอร์', 'تھری کارڈ پوکر'),
];

const POKER_VARIANT = [
  w('Fast', '快速', 'Nhanh', 'ด่วน', 'تیز'),
  w('Pro', '职业', 'Chuyên Nghiệp', 'โปร', 'پرو'),
  w('Classic', '经典', 'Cổ Điển', 'คลาสสิก', 'کلاسک'),
  w('Royal', '皇家', 'Hoàng Gia', 'หลวง', 'شاہی'),
  same('VIP'),
  w('Jackpot', '大奖', 'Jackpot', 'แจ็คพอต', 'جیک پاٹ'),
];

function pokerName(random: Random): NameRecipe {
  const game = random.pick(POKER_GAME);
  const variant = random.chance(0.85) ? random.pick(POKER_VARIANT) : null;
  return compose((lang) => modNoun(lang, variant, game));
}

const PVP_GAME = [
  w('Ludo', '飞行棋', 'Cờ Cá Ngựa', 'ลูโด้', 'لوڈو'),
  w('Carrom', '克朗棋', 'Carrom', 'คาร์รอม', 'کیرم'),
  w('Chinese Chess', '象棋', 'Cờ Tướng', 'หมากรุกจีน', 'چینی شطرنج'),
  w('Domino', '多米诺', 'Domino', 'โดมิโน', 'ڈومینو'),
  w('Tank', '坦克', 'Xe Tăng', 'รถถัง', 'ٹینک'),
  w('Billiards', '台球', 'Bi-a', 'บิลเลียด', 'بلیئرڈ'),
  w('Snakes & Ladders', '蛇梯棋', 'Rắn Và Thang', 'บันไดงู', 'سانپ اور سیڑھی'),
  w('Checkers', '跳棋', 'Cờ Đam', 'หมากฮอส', 'چیکرز'),
];

const PVP_TAIL = [
  w('Duel', '对决', 'Đối Đầu', 'ดวล', 'مقابلہ'),
  w('Clash', '争霸', 'Tranh Bá', 'ปะทะ', 'ٹکراؤ'),
  w('Battle', '大战', 'Đại Chiến', 'ศึก', 'جنگ'),
  w('Masters', '大师', 'Cao Thủ', 'มาสเตอร์', 'ماسٹرز'),
  w('Arena', '竞技场', 'Đấu Trường', 'อารีน่า', 'میدان'),
];

function pvpName(random: Random): NameRecipe {
  const game = random.pick(PVP_GAME);
  const tail = random.pick(PVP_TAIL);
  return compose((lang) => (lang === 'VI' || lang === 'TH' ? [tail, game] : [game, tail]));
}

/* ---------------------------------------------------------------- in-house crash games */

const CRASH_PREFIX = [
  w('Aviator', '飞行员', 'Phi Công', 'นักบิน', 'ہوا باز'),
  w('Rocket', '火箭', 'Tên Lửa', 'จรวด', 'راکٹ'),
  w('Jet', '喷气机', 'Phản Lực', 'เจ็ท', 'جیٹ'),
  w('Comet', '彗星', 'Sao Chổi', 'ดาวหาง', 'دمدار ستارہ'),
  w('Moon', '月球', 'Mặt Trăng', 'ดวงจันทร์', 'چاند'),
  w('Galaxy', '银河', 'Ngân Hà', 'กาแล็กซี่', 'کہکشاں'),
  w('Turbo', '涡轮', 'Turbo', 'เทอร์โบ', 'ٹربو'),
];

const CRASH_TAIL = [
  w('Rush', '冲刺', 'Tăng Tốc', 'พุ่งทะยาน', 'دوڑ'),
  w('Crash', '坠落', 'Rơi', 'ร่วง', 'کریش'),
  w('Boom', '爆炸', 'Bùng Nổ', 'ระเบิด', 'دھماکا'),
  w('Flight', '飞行', 'Chuyến Bay', 'เที่ยวบิน', 'پرواز'),
  w('Launch', '发射', 'Phóng', 'ทะยาน', 'لانچ'),
  same('X'),
];

function crashName(random: Random): NameRecipe {
  const prefix = random.pick(CRASH_PREFIX);
  const tail = random.pick(CRASH_TAIL);
  return compose(() => [prefix, tail]);
}

/* ---------------------------------------------------------------- lottery */

const LOTTERY = w('Lottery', '彩票', 'Xổ Số', 'หวย', 'لاٹری');
const LOTTO = w('Lotto', '乐透', 'Lô Tô', 'ล็อตโต้', 'لوٹو');
const KENO = w('Keno', '基诺', 'Keno', 'คีโน', 'کینو');
const FAST = w('Speed', '极速', 'Siêu Tốc', 'ด่วน', 'تیز');

/** Regional lotteries per lottery vendor; `tag` becomes the game's gameGroupId. */
const LOTTERY_REGION: Record<string, Word[]> = {
  TCG_LOTTO_VN: [
    w('Vietnam', '越南', 'Việt Nam', 'เวียดนาม', 'ویتنام', { tag: 'VN' }),
    w('Hanoi', '河内', 'Hà Nội', 'ฮานอย', 'ہنوئی', { tag: 'VN_NORTH' }),
    w('Hai Phong', '海防', 'Hải Phòng', 'ไฮฟอง', 'ہائی فونگ', { tag: 'VN_NORTH' }),
    w('Da Nang', '岘港', 'Đà Nẵng', 'ดานัง', 'دا نانگ', { tag: 'VN_CENTRAL' }),
    w('Ho Chi Minh', '胡志明', 'Hồ Chí Minh', 'โฮจิมินห์', 'ہو چی منہ', { tag: 'VN_SOUTH' }),
    w('Can Tho', '芹苴', 'Cần Thơ', 'เกิ่นเทอ', 'کین تھو', { tag: 'VN_SOUTH' }),
  ],
  TCG_SEA: [
    w('Thai', '泰国', 'Thái Lan', 'ไทย', 'تھائی', { tag: 'TH' }),
    w('Lao', '老挝', 'Lào', 'ลาว', 'لاؤ', { tag: 'LA' }),
    w('Malaysia', '马来西亚', 'Malaysia', 'มาเลเซีย', 'ملائیشیا', { tag: 'MY' }),
    w('Singapore', '新加坡', 'Singapore', 'สิงคโปร์', 'سنگاپور', { tag: 'SG' }),
    w('Cambodia', '柬埔寨', 'Campuchia', 'กัมพูชา', 'کمبوڈیا', { tag: 'KH' }),
  ],
  TCG: [
    w('Global', '全球', 'Toàn Cầu', 'ระดับโลก', 'عالمی', { tag: 'GLOBAL' }),
    w('Asia', '亚洲', 'Châu Á', 'เอเชีย', 'ایشیا', { tag: 'ASIA' }),
    w('Lucky', '幸运', 'May Mắn', 'นำโชค', 'خوش قسمت', { tag: 'LUCKY' }),
    w('Golden', '黄金', 'Vàng', 'ทองคำ', 'سنہری', { tag: 'GOLD' }),
  ],
};

const LOTTERY_GAME = [
  LOTTERY,
  LOTTO,
  same('4D'),
  same('3D'),
  w('Mega 6/45', '超级6/45', 'Mega 6/45', 'เมก้า 6/45', 'میگا 6/45'),
];
const FAST_GAME = [LOTTO, KENO, same('3D'), same('5D'), LOTTERY];

/** A draw interval: whole minutes as "N Min", anything else in seconds ("45s", "75s"). */
const duration = (seconds: number): Localized =>
  seconds % 60 !== 0
    ? {
        EN: `${seconds}s`,
        CN: `${seconds}秒`,
        VI: `${seconds} giây`,
        TH: `${seconds} วินาที`,
        UR: `${seconds} سیکنڈ`,
      }
    : {
        EN: `${seconds / 60} Min`,
        CN: `${seconds / 60}分钟`,
        VI: `${seconds / 60} phút`,
        TH: `${seconds / 60} นาที`,
        UR: `${seconds / 60} منٹ`,
      };

const DRAW_SECONDS = [45, 60, 75, 90, 180, 300];

function lotteryName(random: Random, vendorCode: string, electronic: boolean): NameRecipe {
  const region = random.pick(LOTTERY_REGION[vendorCode] ?? (LOTTERY_REGION.TCG as Word[]));
  const group = region.tag ?? 'GLOBAL';
  const regionFirst = (lang: DemoLanguage, game: Word): Part[] =>
    lang === 'VI' || lang === 'TH' ? [game, region] : [region, game];
  if (!electronic) {
    const game = random.pick(LOTTERY_GAME);
    return { order: (lang) => regionFirst(lang, game), group };
  }
  const game = random.pick(FAST_GAME);
  const fast = random.chance(0.3);
  const tail = duration(random.pick(DRAW_SECONDS));
  return { order: (lang) => (fast ? modNoun(lang, FAST, game) : regionFirst(lang, game)), tail, group };
}

/* ---------------------------------------------------------------- entry point */

export function mapLocalized(names: Localized, map: (text: string, lang: DemoLanguage) => string): Localized {
  const out = {} as Localized;
  for (const lang of DEMO_LANGUAGES) out[lang] = map(names[lang], lang);
  return out;
}

/** Composes one game name for a category (and classification where the category has them). */
export function composeGameName(
  random: Random,
  category: GameCategory,
  classification: string | null,
  vendorCode: string,
): NameRecipe {
  switch (category) {
    case 'RNG':
      return slotName(random, classification ?? 'Slots');
    case 'FISH':
      return fishName(random, classification ?? 'Fishing');
    case 'LIVE':
      return liveName(random, classification ?? 'Baccarat');
    case 'BGS':
      return bgsName(random);
    case 'SPORTS':
      return sportsName(random);
    case 'ESPORTS':
      return esportsName(random);
    case 'COCKFIGHT':
      return cockfightName(random);
    case 'POKER':
      return pokerName(random);
    case 'PVP':
      return pvpName(random);
    case 'INHOUSE':
      return crashName(random);
    case 'LOTT':
    case 'ELOTT':
      return lotteryName(random, vendorCode, category === 'ELOTT');
  }
}
