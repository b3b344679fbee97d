/*
 * Word lists that compose plausible game names per category, in EN, CN, TW, VI, TH and ID: the languages whose
 * markets' vendors name their games in the players' language. Every other language shows the English name,
 * as real vendors do (Urdu too: decision 0068). Names are composed from one table, so every language names
 * the same game alike. Word order follows each language: modifiers follow the noun in VI, TH and ID, Chinese
 * and Thai join words without spaces; TW is CN written in traditional characters with Taiwan's words.
 */

import type { GameCategory } from '@lobby/contract';
import type { Random } from '../../shared/random.ts';

export const DEMO_LANGUAGES = ['EN', 'CN', 'TW', 'VI', 'TH', 'ID'] as const;
export type DemoLanguage = (typeof DEMO_LANGUAGES)[number];
export type Localized = Record<DemoLanguage, string>;

interface Word extends Localized {
  /** VI and TH: keep this modifier before the noun (like EN) instead of after it. */
  pre?: boolean;
  /** A trailing word that stays at the end in VI, TH and ID. */
  post?: boolean;
  /** Lottery region group (gameGroupId) or another tag a generator needs. */
  tag?: string;
}

/** Taiwan's own words where they differ from the mainland's, then character by character. */
const TW_WORDS: [string, string][] = [
  ['台球', '撞球'],
  ['老挝', '寮國'],
  ['锄大地', '大老二'],
  ['喷气机', '噴射機'],
];
const SIMPLIFIED =
  '业乐争亚传体佣凤击动华双发号员国圣场坠奖宝宫对将岘师张弹战扑扫拟挝摊斗机杀来极樱气涡点热狮猎猫电盘竞级经网职联虚虾说诺财赛轮达运远铃铛银锄闪险飞马鱼鲨鲸鸡黄龙龟钟钻篮红车军决冲内奥喷';
const TRADITIONAL =
  '業樂爭亞傳體傭鳳擊動華雙發號員國聖場墜獎寶宮對將峴師張彈戰撲掃擬撾攤鬥機殺來極櫻氣渦點熱獅獵貓電盤競級經網職聯虛蝦說諾財賽輪達運遠鈴鐺銀鋤閃險飛馬魚鯊鯨雞黃龍龜鐘鑽籃紅車軍決衝內奧噴';

export function traditional(simplified: string): string {
  let text = simplified;
  for (const [mainland, taiwan] of TW_WORDS) text = text.replaceAll(mainland, taiwan);
  return [...text].map((char) => TRADITIONAL[SIMPLIFIED.indexOf(char)] ?? char).join('');
}

const w = (EN: string, CN: string, VI: string, TH: string, ID: string, extra: Partial<Word> = {}): Word => ({
  EN,
  CN,
  TW: traditional(CN),
  VI,
  TH,
  ID,
  ...extra,
});

/** A word written the same in every language (brands, numbers, Latin loanwords). */
const same = (text: string, extra: Partial<Word> = {}): Word => w(text, text, text, text, text, extra);

/** VI, TH and ID put the head noun first and its modifiers after it. */
const headFirst = (lang: DemoLanguage): boolean => lang === 'VI' || lang === 'TH' || lang === 'ID';

type Part = Word | null | undefined;
type Order = (lang: DemoLanguage) => Part[];

const isAscii = (char: string | undefined): boolean => char !== undefined && /[A-Za-z0-9'/.-]/.test(char);

/** Joins parts: spaces in EN, VI and ID; none in CN, TW and TH except next to Latin letters or digits. */
function join(lang: DemoLanguage, parts: string[]): string {
  const tight = lang === 'CN' || lang === 'TW' || lang === 'TH';
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

/** Modifier + noun: before in EN and Chinese; after in VI, TH and ID unless the modifier is marked `pre`. */
const modNoun = (lang: DemoLanguage, mod: Part, noun: Word): Part[] =>
  headFirst(lang) && !mod?.pre ? [noun, mod] : [mod, noun];

/* ---------------------------------------------------------------- slots (RNG) */

const SLOT_ADJ = [
  w('Golden', '黄金', 'Vàng', 'ทองคำ', 'Emas'),
  w('Lucky', '幸运', 'May Mắn', 'นำโชค', 'Hoki'),
  w('Fortune', '招财', 'Thịnh Vượng', 'มั่งคั่ง', 'Rezeki'),
  w('Mystic', '神秘', 'Huyền Bí', 'ลึกลับ', 'Mistis'),
  w('Royal', '皇家', 'Hoàng Gia', 'หลวง', 'Agung'),
  w('Wild', '狂野', 'Hoang Dã', 'ป่า', 'Liar'),
  w('Jade', '翡翠', 'Ngọc Bích', 'หยก', 'Giok'),
  w('Ruby', '红宝石', 'Hồng Ngọc', 'ทับทิม', 'Rubi'),
  w('Mighty', '威武', 'Dũng Mãnh', 'ผู้ยิ่งใหญ่', 'Perkasa'),
  w('Sacred', '神圣', 'Linh Thiêng', 'ศักดิ์สิทธิ์', 'Keramat'),
  w('Blazing', '烈焰', 'Rực Lửa', 'เพลิง', 'Membara'),
  w('Ancient', '远古', 'Cổ Đại', 'โบราณ', 'Kuno'),
];

const SLOT_NOUN = [
  w('Dragon', '龙', 'Rồng', 'มังกร', 'Naga'),
  w('Tiger', '虎', 'Hổ', 'เสือ', 'Harimau'),
  w('Phoenix', '凤凰', 'Phượng Hoàng', 'หงส์', 'Feniks'),
  w('Panda', '熊猫', 'Gấu Trúc', 'แพนด้า', 'Panda'),
  w('Buffalo', '水牛', 'Trâu', 'ควาย', 'Kerbau'),
  w('Lion', '狮子', 'Sư Tử', 'สิงโต', 'Singa'),
  w('Queen', '女王', 'Nữ Hoàng', 'ราชินี', 'Ratu'),
  w('Pharaoh', '法老', 'Pharaoh', 'ฟาโรห์', 'Firaun'),
  w('Monkey', '猴', 'Khỉ', 'ลิง', 'Kera'),
  w('Rabbit', '兔', 'Thỏ', 'กระต่าย', 'Kelinci'),
  w('Temple', '神殿', 'Đền', 'วิหาร', 'Kuil'),
  w('Cat', '猫', 'Mèo', 'แมว', 'Kucing'),
  w('Elephant', '大象', 'Voi', 'ช้าง', 'Gajah'),
  w('Gems', '宝石', 'Đá Quý', 'อัญมณี', 'Permata'),
  w('Wolf', '狼', 'Sói', 'หมาป่า', 'Serigala'),
  w('Mermaid', '美人鱼', 'Nàng Tiên Cá', 'นางเงือก', 'Putri Duyung'),
  w('Samurai', '武士', 'Samurai', 'ซามูไร', 'Samurai'),
  w('Bull', '公牛', 'Bò Tót', 'กระทิง', 'Banteng'),
];

const SLOT_SUFFIX = [
  w('Riches', '财富', 'Phú Quý', 'ความร่ำรวย', 'Kekayaan'),
  w('Treasure', '宝藏', 'Kho Báu', 'ขุมทรัพย์', 'Harta Karun'),
  w('Legend', '传说', 'Huyền Thoại', 'ตำนาน', 'Legenda'),
  w('Quest', '探险', 'Phiêu Lưu', 'ผจญภัย', 'Petualangan'),
  w('Palace', '宫殿', 'Cung Điện', 'พระราชวัง', 'Istana'),
  w('Kingdom', '王国', 'Vương Quốc', 'อาณาจักร', 'Kerajaan'),
  w('Blessing', '祝福', 'Phước Lành', 'พร', 'Berkah'),
  w('Deluxe', '豪华版', 'Cao Cấp', 'ดีลักซ์', 'Deluxe', { post: true }),
];

const MEGA = w('Mega', '超级', 'Siêu', 'เมก้า', 'Mega', { pre: true });
const MEGAWAYS = same('Megaways', { post: true });
const JACKPOT = w('Jackpot', '大奖', 'Jackpot', 'แจ็คพอต', 'Jackpot');

const CLASSIC_MOD = [
  w('Hot', '火热', 'Nóng Bỏng', 'ร้อนแรง', 'Panas'),
  w('Super', '超级', 'Siêu', 'ซูเปอร์', 'Super', { pre: true }),
  w('Triple', '三倍', 'Gấp Ba', 'สามเท่า', 'Tiga Kali'),
  w('Double', '双倍', 'Gấp Đôi', 'สองเท่า', 'Ganda'),
  w('Lucky', '幸运', 'May Mắn', 'นำโชค', 'Hoki'),
  w('Shining', '闪耀', 'Lấp Lánh', 'ระยิบระยับ', 'Berkilau'),
];

const CLASSIC_SYMBOL = [
  w('Sevens', '777', '777', '777', '777'),
  w('Cherries', '樱桃', 'Anh Đào', 'เชอร์รี่', 'Ceri'),
  w('Bells', '铃铛', 'Chuông', 'ระฆัง', 'Lonceng'),
  w('Fruits', '水果', 'Trái Cây', 'ผลไม้', 'Buah'),
  w('Stars', '星星', 'Ngôi Sao', 'ดวงดาว', 'Bintang'),
  w('Diamonds', '钻石', 'Kim Cương', 'เพชร', 'Berlian'),
];

const CLASSIC_TAIL = [
  w('Deluxe', '豪华版', 'Cao Cấp', 'ดีลักซ์', 'Deluxe', { post: true }),
  w('Classic', '经典版', 'Cổ Điển', 'คลาสสิก', 'Klasik', { post: true }),
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
      return compose((lang) => (headFirst(lang) ? [MEGA, JACKPOT, noun] : [MEGA, noun, JACKPOT]));
    }
    return compose((lang) => (headFirst(lang) ? [JACKPOT, noun, adj] : [adj, noun, JACKPOT]));
  }
  const form = random.weighted([4, 4, 2]);
  const suffix = random.pick(SLOT_SUFFIX);
  if (form === 0) return compose((lang) => modNoun(lang, adj, noun));
  const withAdj = form === 1;
  return compose((lang) => {
    const head = withAdj ? modNoun(lang, adj, noun) : [noun];
    if (!headFirst(lang)) return [withAdj ? adj : null, noun, suffix];
    return suffix.post ? [...head, suffix] : [suffix, ...head];
  });
}

/* ---------------------------------------------------------------- fish and arcade */

const FISH_PREFIX = [
  w('Ocean', '海洋', 'Đại Dương', 'มหาสมุทร', 'Samudra'),
  w('Golden', '黄金', 'Vàng', 'ทองคำ', 'Emas'),
  w('Royal', '皇家', 'Hoàng Gia', 'หลวง', 'Agung'),
  w('Lucky', '幸运', 'May Mắn', 'นำโชค', 'Hoki'),
  w('Mystic', '神秘', 'Huyền Bí', 'ลึกลับ', 'Mistis'),
  MEGA,
];

const SEA_CREATURE = [
  w('King', '霸王', 'Vua', 'ราชา', 'Raja'),
  w('Shark', '鲨鱼', 'Cá Mập', 'ฉลาม', 'Hiu'),
  w('Whale', '鲸鱼', 'Cá Voi', 'วาฬ', 'Paus'),
  w('Octopus', '章鱼', 'Bạch Tuộc', 'ปลาหมึกยักษ์', 'Gurita'),
  w('Crab', '螃蟹', 'Cua', 'ปู', 'Kepiting'),
  w('Turtle', '海龟', 'Rùa', 'เต่า', 'Penyu'),
  w('Dragon', '龙', 'Rồng', 'มังกร', 'Naga'),
  w('Mermaid', '美人鱼', 'Nàng Tiên Cá', 'นางเงือก', 'Putri Duyung'),
];

const FISH_TAIL = [
  w('Hunter', '猎人', 'Thợ Săn', 'นักล่า', 'Pemburu'),
  w('Fishing', '捕鱼', 'Săn', 'ยิงปลา', 'Tembak Ikan'),
  w('Legend', '传说', 'Huyền Thoại', 'ตำนาน', 'Legenda'),
  w('Frenzy', '狂潮', 'Cuồng Nộ', 'คลั่ง', 'Heboh', { post: true }),
];

const ARCADE_GAME = [
  w('Plinko', '弹珠台', 'Plinko', 'พลิงโก', 'Plinko'),
  w('Mines', '扫雷', 'Dò Mìn', 'กู้ระเบิด', 'Ranjau'),
  w('Tower', '高塔', 'Tòa Tháp', 'หอคอย', 'Menara'),
  w('Penalty', '点球', 'Phạt Đền', 'จุดโทษ', 'Adu Penalti'),
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
    if (headFirst(lang)) {
      const head = modNoun(lang, prefix, creature);
      return tail.post ? [...head, tail] : [tail, ...head];
    }
    return [prefix, creature, tail];
  });
}

/* ---------------------------------------------------------------- live casino and BGS tables */

const LIVE_GAME: Record<string, Word> = {
  Baccarat: w('Baccarat', '百家乐', 'Baccarat', 'บาคาร่า', 'Baccarat'),
  Roulette: w('Roulette', '轮盘', 'Roulette', 'รูเล็ต', 'Rolet'),
  Blackjack: w('Blackjack', '二十一点', 'Blackjack', 'แบล็คแจ็ค', 'Blackjack'),
  'Dragon Tiger': w('Dragon Tiger', '龙虎', 'Rồng Hổ', 'เสือมังกร', 'Dragon Tiger'),
};

interface Variant extends Word {
  /** EN puts this variant after the game ("Baccarat Squeeze"). */
  enPost?: boolean;
  only?: string[];
}

const v = (word: Word, extra: Partial<Variant> = {}): Variant => ({ ...word, ...extra });

const LIVE_VARIANT: Variant[] = [
  v(w('Speed', '极速', 'Tốc Độ', 'สปีด', 'Kilat')),
  v(w('Lightning', '闪电', 'Tia Chớp', 'สายฟ้า', 'Petir')),
  v(same('VIP')),
  v(w('Classic', '经典', 'Cổ Điển', 'คลาสสิก', 'Klasik')),
  v(w('Golden', '黄金', 'Vàng', 'ทองคำ', 'Emas')),
  v(w('Squeeze', '咪牌', 'Nặn Bài', 'บีบไพ่', 'Squeeze'), { enPost: true, only: ['Baccarat'] }),
  v(w('No Commission', '免佣', 'Không Hoa Hồng', 'ไม่มีค่าคอม', 'Tanpa Komisi'), { only: ['Baccarat'] }),
  v(w('Auto', '自动', 'Tự Động', 'ออโต้', 'Otomatis'), { only: ['Roulette'] }),
];

const TABLE = w('Table', '桌', 'Bàn', 'โต๊ะ', 'Meja');

const tableSuffix = (n: number): Localized => ({
  EN: `Table ${n}`,
  CN: `${n}号${TABLE.CN}`,
  TW: `${n}號${TABLE.TW}`,
  VI: `${TABLE.VI} ${n}`,
  TH: `${TABLE.TH} ${n}`,
  ID: `${TABLE.ID} ${n}`,
});

const BGS_GAME = [
  w('Sic Bo', '骰宝', 'Tài Xỉu', 'ไฮโล', 'Sic Bo'),
  w('Fan Tan', '番摊', 'Fan Tan', 'ฟันทัน', 'Fan Tan'),
  w('Teen Patti', '三张牌', 'Teen Patti', 'ทีนปัตติ', 'Teen Patti'),
  w('Andar Bahar', '安达巴哈', 'Andar Bahar', 'อันดาร์บาฮาร์', 'Andar Bahar'),
  w('Xoc Dia', '色碟', 'Xóc Đĩa', 'ซอกเดีย', 'Xoc Dia'),
  w('Fish Prawn Crab', '鱼虾蟹', 'Bầu Cua Tôm Cá', 'น้ำเต้าปูปลา', 'Ikan Udang Kepiting'),
  w('Dice Duel', '骰子对决', 'Đấu Xúc Xắc', 'ดวลลูกเต๋า', 'Duel Dadu'),
];

const BGS_VARIANT: Variant[] = [
  v(w('Speed', '极速', 'Tốc Độ', 'สปีด', 'Kilat')),
  v(w('Lucky', '幸运', 'May Mắn', 'นำโชค', 'Hoki')),
  v(w('Golden', '黄金', 'Vàng', 'ทองคำ', 'Emas')),
  v(w('Super', '超级', 'Siêu', 'ซูเปอร์', 'Super', { pre: true })),
  v(w('Classic', '经典', 'Cổ Điển', 'คลาสสิก', 'Klasik')),
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
  w('Soccer', '足球', 'Bóng Đá', 'ฟุตบอล', 'Sepak Bola'),
  w('Basketball', '篮球', 'Bóng Rổ', 'บาสเกตบอล', 'Bola Basket'),
  w('Tennis', '网球', 'Quần Vợt', 'เทนนิส', 'Tenis'),
  w('Cricket', '板球', 'Cricket', 'คริกเก็ต', 'Kriket'),
  w('Horse Racing', '赛马', 'Đua Ngựa', 'แข่งม้า', 'Pacuan Kuda'),
  w('Badminton', '羽毛球', 'Cầu Lông', 'แบดมินตัน', 'Bulu Tangkis'),
  w('Volleyball', '排球', 'Bóng Chuyền', 'วอลเลย์บอล', 'Bola Voli'),
];

const SPORT_MOD = [
  w('Virtual', '虚拟', 'Ảo', 'เสมือนจริง', 'Virtual'),
  w('Live', '直播', 'Trực Tiếp', 'สด', 'Langsung'),
  w('Express', '快车', 'Tốc Hành', 'เอ็กซ์เพรส', 'Ekspres'),
];

/** The word a direct-launch vendor's lobby game is named with, per category. */
const LOBBY_WORD: Partial<Record<GameCategory, Word>> = {
  SPORTS: w('Sportsbook', '体育', 'Thể Thao', 'กีฬา', 'Olahraga'),
  ESPORTS: w('E-Sports', '电竞', 'Thể Thao Điện Tử', 'อีสปอร์ต', 'E-Sports'),
  COCKFIGHT: w('Cockfight', '斗鸡', 'Đá Gà', 'ชนไก่', 'Sabung Ayam'),
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
  w('Pro', '职业', 'Chuyên Nghiệp', 'โปร', 'Pro'),
  w('Elite', '精英', 'Tinh Anh', 'อีลิท', 'Elit'),
  w('Global', '全球', 'Toàn Cầu', 'ระดับโลก', 'Global'),
  w('Champions', '冠军', 'Vô Địch', 'แชมเปียนส์', 'Juara'),
  w('Virtual', '虚拟', 'Ảo', 'เสมือนจริง', 'Virtual'),
];

const ESPORT_GENRE = [
  w('Arena', '竞技场', 'Đấu Trường', 'อารีน่า', 'Arena'),
  w('Strike', '突击', 'Đột Kích', 'สไตรค์', 'Serbu'),
  w('League', '联赛', 'Giải Đấu', 'ลีก', 'Liga'),
  w('E-Football', '电竞足球', 'Bóng Đá Điện Tử', 'อีฟุตบอล', 'E-Football'),
  w('Battle Royale', '大逃杀', 'Sinh Tồn', 'แบทเทิลรอยัล', 'Battle Royale'),
  w('Racing', '赛车', 'Đua Xe', 'แข่งรถ', 'Balap'),
];

function esportsName(random: Random): NameRecipe {
  const qual = random.pick(ESPORT_QUAL);
  const genre = random.pick(ESPORT_GENRE);
  return compose((lang) => modNoun(lang, qual, genre));
}

const COCKFIGHT_NOUN = [
  w('Cockfight', '斗鸡', 'Đá Gà', 'ชนไก่', 'Sabung Ayam'),
  w('Sabong', '菲式斗鸡', 'Sabong', 'ซาบง', 'Sabong'),
];

const COCKFIGHT_TAIL = [
  w('Live', '直播', 'Trực Tiếp', 'สด', 'Langsung'),
  w('Derby', '德比', 'Derby', 'ดาร์บี้', 'Derby'),
  w('Champions', '冠军赛', 'Vô Địch', 'แชมเปียนส์', 'Juara'),
  w('Arena', '竞技场', 'Đấu Trường', 'อารีน่า', 'Arena'),
];

function cockfightName(random: Random): NameRecipe {
  const noun = random.pick(COCKFIGHT_NOUN);
  const tail = random.pick(COCKFIGHT_TAIL);
  return compose(() => [noun, tail]);
}

/* ---------------------------------------------------------------- poker and PVP */

const POKER_GAME = [
  w("Texas Hold'em", '德州扑克', 'Poker Texas', 'เท็กซัสโฮลเอ็ม', "Texas Hold'em"),
  w('Omaha', '奥马哈', 'Omaha', 'โอมาฮา', 'Omaha'),
  w('Short Deck', '短牌', 'Short Deck', 'ชอร์ตเดค', 'Short Deck'),
  w('Rummy', '拉米', 'Rummy', 'รัมมี่', 'Remi'),
  w('Mahjong', '麻将', 'Mạt Chược', 'ไพ่นกกระจอก', 'Mahjong'),
  w('Niu Niu', '牛牛', 'Ngầu Hầm', 'นิวนิว', 'Niu Niu'),
  w('Big Two', '锄大地', 'Big Two', 'บิ๊กทู', 'Capsa Banting'),
  w('Three Card Poker', '三张牌扑克', 'Poker Ba Lá', 'ทรีการ์ดโป๊กเกอร์', 'Poker Tiga Kartu'),
];

const POKER_VARIANT = [
  w('Fast', '快速', 'Nhanh', 'ด่วน', 'Cepat'),
  w('Pro', '职业', 'Chuyên Nghiệp', 'โปร', 'Pro'),
  w('Classic', '经典', 'Cổ Điển', 'คลาสสิก', 'Klasik'),
  w('Royal', '皇家', 'Hoàng Gia', 'หลวง', 'Agung'),
  same('VIP'),
  w('Jackpot', '大奖', 'Jackpot', 'แจ็คพอต', 'Jackpot'),
];

function pokerName(random: Random): NameRecipe {
  const game = random.pick(POKER_GAME);
  const variant = random.chance(0.85) ? random.pick(POKER_VARIANT) : null;
  return compose((lang) => modNoun(lang, variant, game));
}

const PVP_GAME = [
  w('Ludo', '飞行棋', 'Cờ Cá Ngựa', 'ลูโด้', 'Ludo'),
  w('Carrom', '克朗棋', 'Carrom', 'คาร์รอม', 'Karambol'),
  w('Chinese Chess', '象棋', 'Cờ Tướng', 'หมากรุกจีน', 'Catur Cina'),
  w('Domino', '多米诺', 'Domino', 'โดมิโน', 'Domino'),
  w('Tank', '坦克', 'Xe Tăng', 'รถถัง', 'Tank'),
  w('Billiards', '台球', 'Bi-a', 'บิลเลียด', 'Biliar'),
  w('Snakes & Ladders', '蛇梯棋', 'Rắn Và Thang', 'บันไดงู', 'Ular Tangga'),
  w('Checkers', '跳棋', 'Cờ Đam', 'หมากฮอส', 'Dam'),
];

const PVP_TAIL = [
  w('Duel', '对决', 'Đối Đầu', 'ดวล', 'Duel'),
  w('Clash', '争霸', 'Tranh Bá', 'ปะทะ', 'Bentrok'),
  w('Battle', '大战', 'Đại Chiến', 'ศึก', 'Pertempuran'),
  w('Masters', '大师', 'Cao Thủ', 'มาสเตอร์', 'Master'),
  w('Arena', '竞技场', 'Đấu Trường', 'อารีน่า', 'Arena'),
];

function pvpName(random: Random): NameRecipe {
  const game = random.pick(PVP_GAME);
  const tail = random.pick(PVP_TAIL);
  return compose((lang) => (headFirst(lang) ? [tail, game] : [game, tail]));
}

/* ---------------------------------------------------------------- in-house crash games */

const CRASH_PREFIX = [
  w('Aviator', '飞行员', 'Phi Công', 'นักบิน', 'Pilot'),
  w('Rocket', '火箭', 'Tên Lửa', 'จรวด', 'Roket'),
  w('Jet', '喷气机', 'Phản Lực', 'เจ็ท', 'Jet'),
  w('Comet', '彗星', 'Sao Chổi', 'ดาวหาง', 'Komet'),
  w('Moon', '月球', 'Mặt Trăng', 'ดวงจันทร์', 'Bulan'),
  w('Galaxy', '银河', 'Ngân Hà', 'กาแล็กซี่', 'Galaksi'),
  w('Turbo', '涡轮', 'Turbo', 'เทอร์โบ', 'Turbo'),
];

const CRASH_TAIL = [
  w('Rush', '冲刺', 'Tăng Tốc', 'พุ่งทะยาน', 'Melesat'),
  w('Crash', '坠落', 'Rơi', 'ร่วง', 'Jatuh'),
  w('Boom', '爆炸', 'Bùng Nổ', 'ระเบิด', 'Ledakan'),
  w('Flight', '飞行', 'Chuyến Bay', 'เที่ยวบิน', 'Penerbangan'),
  w('Launch', '发射', 'Phóng', 'ทะยาน', 'Meluncur'),
  same('X'),
];

function crashName(random: Random): NameRecipe {
  const prefix = random.pick(CRASH_PREFIX);
  const tail = random.pick(CRASH_TAIL);
  return compose(() => [prefix, tail]);
}

/* ---------------------------------------------------------------- lottery */

const LOTTERY = w('Lottery', '彩票', 'Xổ Số', 'หวย', 'Togel');
const LOTTO = w('Lotto', '乐透', 'Lô Tô', 'ล็อตโต้', 'Lotto');
const KENO = w('Keno', '基诺', 'Keno', 'คีโน', 'Keno');
const FAST = w('Speed', '极速', 'Siêu Tốc', 'ด่วน', 'Kilat');

/** Regional lotteries per lottery vendor; `tag` becomes the game's gameGroupId. */
const LOTTERY_REGION: Record<string, Word[]> = {
  TCG_LOTTO_VN: [
    w('Vietnam', '越南', 'Việt Nam', 'เวียดนาม', 'Vietnam', { tag: 'VN' }),
    w('Hanoi', '河内', 'Hà Nội', 'ฮานอย', 'Hanoi', { tag: 'VN_NORTH' }),
    w('Hai Phong', '海防', 'Hải Phòng', 'ไฮฟอง', 'Hai Phong', { tag: 'VN_NORTH' }),
    w('Da Nang', '岘港', 'Đà Nẵng', 'ดานัง', 'Da Nang', { tag: 'VN_CENTRAL' }),
    w('Ho Chi Minh', '胡志明', 'Hồ Chí Minh', 'โฮจิมินห์', 'Ho Chi Minh', { tag: 'VN_SOUTH' }),
    w('Can Tho', '芹苴', 'Cần Thơ', 'เกิ่นเทอ', 'Can Tho', { tag: 'VN_SOUTH' }),
  ],
  TCG_SEA: [
    w('Thai', '泰国', 'Thái Lan', 'ไทย', 'Thailand', { tag: 'TH' }),
    w('Lao', '老挝', 'Lào', 'ลาว', 'Laos', { tag: 'LA' }),
    w('Malaysia', '马来西亚', 'Malaysia', 'มาเลเซีย', 'Malaysia', { tag: 'MY' }),
    w('Singapore', '新加坡', 'Singapore', 'สิงคโปร์', 'Singapura', { tag: 'SG' }),
    w('Cambodia', '柬埔寨', 'Campuchia', 'กัมพูชา', 'Kamboja', { tag: 'KH' }),
  ],
  TCG: [
    w('Global', '全球', 'Toàn Cầu', 'ระดับโลก', 'Global', { tag: 'GLOBAL' }),
    w('Asia', '亚洲', 'Châu Á', 'เอเชีย', 'Asia', { tag: 'ASIA' }),
    w('Lucky', '幸运', 'May Mắn', 'นำโชค', 'Hoki', { tag: 'LUCKY' }),
    w('Golden', '黄金', 'Vàng', 'ทองคำ', 'Emas', { tag: 'GOLD' }),
  ],
};

const LOTTERY_GAME = [
  LOTTERY,
  LOTTO,
  same('4D'),
  same('3D'),
  w('Mega 6/45', '超级6/45', 'Mega 6/45', 'เมก้า 6/45', 'Mega 6/45'),
];
const FAST_GAME = [LOTTO, KENO, same('3D'), same('5D'), LOTTERY];

/** A draw interval: whole minutes as "N Min", anything else in seconds ("45s", "75s"). */
const duration = (seconds: number): Localized =>
  seconds % 60 !== 0
    ? {
        EN: `${seconds}s`,
        CN: `${seconds}秒`,
        TW: `${seconds}秒`,
        VI: `${seconds} giây`,
        TH: `${seconds} วินาที`,
        ID: `${seconds} detik`,
      }
    : {
        EN: `${seconds / 60} Min`,
        CN: `${seconds / 60}分钟`,
        TW: `${seconds / 60}分鐘`,
        VI: `${seconds / 60} phút`,
        TH: `${seconds / 60} นาที`,
        ID: `${seconds / 60} menit`,
      };

const DRAW_SECONDS = [45, 60, 75, 90, 180, 300];

function lotteryName(random: Random, vendorCode: string, electronic: boolean): NameRecipe {
  const region = random.pick(LOTTERY_REGION[vendorCode] ?? (LOTTERY_REGION.TCG as Word[]));
  const group = region.tag ?? 'GLOBAL';
  const regionFirst = (lang: DemoLanguage, game: Word): Part[] =>
    headFirst(lang) ? [game, region] : [region, game];
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
