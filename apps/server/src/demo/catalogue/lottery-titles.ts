/*
 * The demo lotteries per lottery vendor, named as each market calls them (decision 0073): Thai players say
 * หวยฮานอย and หวยลาว, Indonesian players Togel, Vietnamese players Xổ Số Miền Bắc. `group` is the region
 * group the game is filed under (gameGroupId).
 */

import { type Localized, named } from './localized-name.ts';

export interface LotteryTitle {
  name: Localized;
  group: string;
}

const lottery = (group: string, name: Localized): LotteryTitle => ({ group, name });

export const LOTTERY_TITLES: Record<string, readonly LotteryTitle[]> = {
  TCG_LOTTO_VN: [
    lottery(
      'VN_NORTH',
      named('Northern Vietnam Lottery', '越南北部彩', {
        VI: 'Xổ Số Miền Bắc',
        TH: 'หวยเวียดนามเหนือ',
        ID: 'Togel Vietnam Utara',
      }),
    ),
    lottery(
      'VN_CENTRAL',
      named('Central Vietnam Lottery', '越南中部彩', {
        VI: 'Xổ Số Miền Trung',
        TH: 'หวยเวียดนามกลาง',
        ID: 'Togel Vietnam Tengah',
      }),
    ),
    lottery(
      'VN_SOUTH',
      named('Southern Vietnam Lottery', '越南南部彩', {
        VI: 'Xổ Số Miền Nam',
        TH: 'หวยเวียดนามใต้',
        ID: 'Togel Vietnam Selatan',
      }),
    ),
    lottery('VN_NORTH', named('Hanoi VIP', '河内VIP彩', { VI: 'Hà Nội VIP', TH: 'หวยฮานอย VIP' })),
    lottery(
      'VN_NORTH',
      named('Hanoi Lottery', '河内彩', { VI: 'Xổ Số Hà Nội', TH: 'หวยฮานอย', ID: 'Togel Hanoi' }),
    ),
    lottery(
      'VN_NORTH',
      named('Hai Phong Lottery', '海防彩', { VI: 'Xổ Số Hải Phòng', TH: 'หวยไฮฟอง', ID: 'Togel Hai Phong' }),
    ),
    lottery(
      'VN_CENTRAL',
      named('Da Nang Lottery', '岘港彩', { VI: 'Xổ Số Đà Nẵng', TH: 'หวยดานัง', ID: 'Togel Da Nang' }),
    ),
    lottery(
      'VN_SOUTH',
      named('Ho Chi Minh Lottery', '胡志明彩', {
        VI: 'Xổ Số TP.HCM',
        TH: 'หวยโฮจิมินห์',
        ID: 'Togel Ho Chi Minh',
      }),
    ),
    lottery(
      'VN_SOUTH',
      named('Can Tho Lottery', '芹苴彩', { VI: 'Xổ Số Cần Thơ', TH: 'หวยเกิ่นเทอ', ID: 'Togel Can Tho' }),
    ),
    lottery(
      'VN',
      named('Vietnam Lotto', '越南乐透', { VI: 'Lô Tô Việt Nam', TH: 'ล็อตโต้เวียดนาม', ID: 'Lotto Vietnam' }),
    ),
  ],
  TCG_SEA: [
    lottery(
      'TH',
      named('Thai Government Lottery', '泰国政府彩', {
        VI: 'Xổ Số Thái Lan',
        TH: 'หวยรัฐบาลไทย',
        ID: 'Togel Thailand',
      }),
    ),
    lottery(
      'TH',
      named('Thai Stock Lottery', '泰股彩', {
        VI: 'Xổ Số Chứng Khoán Thái',
        TH: 'หวยหุ้นไทย',
        ID: 'Togel Saham Thailand',
      }),
    ),
    lottery('LA', named('Lao Lottery', '老挝彩', { VI: 'Xổ Số Lào', TH: 'หวยลาว', ID: 'Togel Laos' })),
    lottery('LA', named('Lao Star', '老挝之星', { VI: 'Ngôi Sao Lào', TH: 'หวยลาวสตาร์', ID: 'Laos Star' })),
    lottery(
      'MY',
      named('Malaysia 4D', '马来西亚4D', { VI: '4D Malaysia', TH: 'หวยมาเลย์ 4D', ID: 'Togel Malaysia' }),
    ),
    lottery(
      'SG',
      named('Singapore 4D', '新加坡4D', { VI: '4D Singapore', TH: 'หวยสิงคโปร์ 4D', ID: 'Togel Singapura' }),
    ),
    lottery(
      'SG',
      named('Singapore Toto', '新加坡多多', {
        VI: 'Toto Singapore',
        TH: 'หวยสิงคโปร์โตโต้',
        ID: 'Toto Singapura',
      }),
    ),
    lottery(
      'KH',
      named('Cambodia Lottery', '柬埔寨彩', { VI: 'Xổ Số Campuchia', TH: 'หวยกัมพูชา', ID: 'Togel Kamboja' }),
    ),
  ],
  TCG: [
    lottery(
      'GLOBAL',
      named('Global Lotto', '全球乐透', { VI: 'Lô Tô Toàn Cầu', TH: 'ล็อตโต้ระดับโลก', ID: 'Lotto Global' }),
    ),
    lottery('GLOBAL', named('Mega 6/45', '超级6/45', { TH: 'เมก้า 6/45' })),
    lottery(
      'ASIA',
      named('Asia Lotto', '亚洲乐透', { VI: 'Lô Tô Châu Á', TH: 'ล็อตโต้เอเชีย', ID: 'Lotto Asia' }),
    ),
    lottery('ASIA', named('Asia 4D', '亚洲4D', { VI: '4D Châu Á', TH: 'หวยเอเชีย 4D', ID: '4D Asia' })),
    lottery('LUCKY', named('Lucky 3D', '幸运3D', { VI: '3D May Mắn', TH: '3D นำโชค', ID: '3D Hoki' })),
    lottery('LUCKY', named('Lucky 5D', '幸运5D', { VI: '5D May Mắn', TH: '5D นำโชค', ID: '5D Hoki' })),
    lottery('GOLD', named('Golden Keno', '黄金基诺', { VI: 'Keno Vàng', TH: 'คีโนทองคำ', ID: 'Keno Emas' })),
    lottery(
      'GOLD',
      named('Gold Pick 3', '黄金排列3', { VI: 'Chọn 3 Vàng', TH: 'โกลด์พิก 3', ID: 'Pilih 3 Emas' }),
    ),
  ],
};

/** Fast-draw lotteries: an electronic lottery is sometimes one of these, filed under its vendor's region. */
export const FAST_DRAW_TITLES: readonly Localized[] = [
  named('Speed Keno', '极速基诺', { VI: 'Keno Siêu Tốc', TH: 'คีโนด่วน', ID: 'Keno Kilat' }),
  named('Speed Lotto', '极速乐透', { VI: 'Lô Tô Siêu Tốc', TH: 'ล็อตโต้ด่วน', ID: 'Lotto Kilat' }),
  named('Fast 3D', '极速3D', { VI: '3D Siêu Tốc', TH: '3D ด่วน', ID: '3D Kilat' }),
  named('Fast 5D', '极速5D', { VI: '5D Siêu Tốc', TH: '5D ด่วน', ID: '5D Kilat' }),
];
