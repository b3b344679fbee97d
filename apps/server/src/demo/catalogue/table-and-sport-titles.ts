/*
 * Proper names of the demo's live tables, board games, sports, e-sports, cockfights, card games, PVP and
 * crash games, as vendors name them per market (decision 0073). Live tables are named by game and style
 * ("极速百家乐"); the table number follows.
 */

import { type Localized, named } from './localized-name.ts';

export const LIVE_TITLES: Record<string, readonly Localized[]> = {
  Baccarat: [
    named('Speed Baccarat', '极速百家乐', { VI: 'Baccarat Tốc Độ', TH: 'บาคาร่าสปีด', ID: 'Baccarat Kilat' }),
    named('Squeeze Baccarat', '咪牌百家乐', { VI: 'Baccarat Nặn Bài', TH: 'บาคาร่าบีบไพ่' }),
    named('No Commission Baccarat', '免佣百家乐', {
      VI: 'Baccarat Không Hoa Hồng',
      TH: 'บาคาร่าไม่มีค่าคอม',
      ID: 'Baccarat Tanpa Komisi',
    }),
    named('Thunder Baccarat', '雷电百家乐', {
      VI: 'Baccarat Sấm Sét',
      TH: 'บาคาร่าสายฟ้า',
      ID: 'Baccarat Petir',
    }),
    named('VIP Baccarat', 'VIP百家乐', { VI: 'Baccarat VIP', TH: 'บาคาร่า VIP', ID: 'Baccarat VIP' }),
    named('Golden Baccarat', '黄金百家乐', { VI: 'Baccarat Vàng', TH: 'บาคาร่าทองคำ', ID: 'Baccarat Emas' }),
    named('Classic Baccarat', '经典百家乐', {
      VI: 'Baccarat Cổ Điển',
      TH: 'บาคาร่าคลาสสิก',
      ID: 'Baccarat Klasik',
    }),
    named('Dragon Bonus Baccarat', '龙宝百家乐', { VI: 'Baccarat Rồng Thưởng', TH: 'บาคาร่าดราก้อนโบนัส' }),
  ],
  Roulette: [
    named('Speed Roulette', '极速轮盘', { VI: 'Roulette Tốc Độ', TH: 'รูเล็ตสปีด', ID: 'Rolet Kilat' }),
    named('Auto Roulette', '自动轮盘', { VI: 'Roulette Tự Động', TH: 'รูเล็ตออโต้', ID: 'Rolet Otomatis' }),
    named('VIP Roulette', 'VIP轮盘', { VI: 'Roulette VIP', TH: 'รูเล็ต VIP', ID: 'Rolet VIP' }),
    named('Thunder Roulette', '雷电轮盘', { VI: 'Roulette Sấm Sét', TH: 'รูเล็ตสายฟ้า', ID: 'Rolet Petir' }),
    named('Double Ball Roulette', '双球轮盘', {
      VI: 'Roulette Hai Bi',
      TH: 'รูเล็ตสองลูก',
      ID: 'Rolet Bola Ganda',
    }),
    named('European Roulette', '欧式轮盘', { VI: 'Roulette Châu Âu', TH: 'รูเล็ตยุโรป', ID: 'Rolet Eropa' }),
    named('Golden Roulette', '黄金轮盘', { VI: 'Roulette Vàng', TH: 'รูเล็ตทองคำ', ID: 'Rolet Emas' }),
  ],
  Blackjack: [
    named('Blackjack', '二十一点', { TH: 'แบล็คแจ็ค' }),
    named('Speed Blackjack', '极速二十一点', {
      VI: 'Blackjack Tốc Độ',
      TH: 'แบล็คแจ็คสปีด',
      ID: 'Blackjack Kilat',
    }),
    named('VIP Blackjack', 'VIP二十一点', { VI: 'Blackjack VIP', TH: 'แบล็คแจ็ค VIP', ID: 'Blackjack VIP' }),
    named('Unlimited Blackjack', '无限二十一点', {
      VI: 'Blackjack Không Giới Hạn',
      TH: 'แบล็คแจ็คไม่จำกัด',
      ID: 'Blackjack Tanpa Batas',
    }),
    named('Classic Blackjack', '经典二十一点', {
      VI: 'Blackjack Cổ Điển',
      TH: 'แบล็คแจ็คคลาสสิก',
      ID: 'Blackjack Klasik',
    }),
    named('Golden Blackjack', '黄金二十一点', {
      VI: 'Blackjack Vàng',
      TH: 'แบล็คแจ็คทองคำ',
      ID: 'Blackjack Emas',
    }),
  ],
  'Dragon Tiger': [
    named('Dragon Tiger', '龙虎', { VI: 'Rồng Hổ', TH: 'เสือมังกร' }),
    named('Speed Dragon Tiger', '极速龙虎', {
      VI: 'Rồng Hổ Tốc Độ',
      TH: 'เสือมังกรสปีด',
      ID: 'Dragon Tiger Kilat',
    }),
    named('Golden Dragon Tiger', '黄金龙虎', {
      VI: 'Rồng Hổ Vàng',
      TH: 'เสือมังกรทองคำ',
      ID: 'Dragon Tiger Emas',
    }),
    named('VIP Dragon Tiger', 'VIP龙虎', { VI: 'Rồng Hổ VIP', TH: 'เสือมังกร VIP' }),
    named('Classic Dragon Tiger', '经典龙虎', {
      VI: 'Rồng Hổ Cổ Điển',
      TH: 'เสือมังกรคลาสสิก',
      ID: 'Dragon Tiger Klasik',
    }),
  ],
};

export const BOARD_GAME_TITLES: readonly Localized[] = [
  named('Sic Bo', '骰宝', { VI: 'Tài Xỉu', TH: 'ไฮโล' }),
  named('Speed Sic Bo', '极速骰宝', { VI: 'Tài Xỉu Siêu Tốc', TH: 'ไฮโลสปีด', ID: 'Sic Bo Kilat' }),
  named('Lucky Sic Bo', '幸运骰宝', { VI: 'Tài Xỉu May Mắn', TH: 'ไฮโลนำโชค', ID: 'Sic Bo Hoki' }),
  named('Thai Hi-Lo', '泰式骰宝', { VI: 'Hi-Lo Thái', TH: 'ไฮโลไทย', ID: 'Hi-Lo Thailand' }),
  named('Fan Tan', '番摊', { TH: 'ฟันทัน' }),
  named('Super Fan Tan', '超级番摊', { VI: 'Fan Tan Siêu Cấp', TH: 'ฟันทันซูเปอร์' }),
  named('Teen Patti', '印度炸金花', { TH: 'ทีนปัตติ' }),
  named('Andar Bahar', '安达巴哈', { TH: 'อันดาร์บาฮาร์' }),
  named('Xoc Dia', '色碟', { VI: 'Xóc Đĩa', TH: 'ซอกเดีย' }),
  named('Golden Xoc Dia', '黄金色碟', { VI: 'Xóc Đĩa Vàng', TH: 'ซอกเดียทองคำ', ID: 'Xoc Dia Emas' }),
  named('Fish Prawn Crab', '鱼虾蟹', { VI: 'Bầu Cua Tôm Cá', TH: 'น้ำเต้าปูปลา', ID: 'Ikan Udang Kepiting' }),
  named('Dice Duel', '骰子对决', { VI: 'Đấu Xúc Xắc', TH: 'ดวลลูกเต๋า', ID: 'Duel Dadu' }),
];

export const SPORTS_TITLES: readonly Localized[] = [
  named('Virtual Soccer', '虚拟足球', { VI: 'Bóng Đá Ảo', TH: 'ฟุตบอลเสมือนจริง', ID: 'Sepak Bola Virtual' }),
  named('Virtual Basketball', '虚拟篮球', {
    VI: 'Bóng Rổ Ảo',
    TH: 'บาสเกตบอลเสมือนจริง',
    ID: 'Bola Basket Virtual',
  }),
  named('Virtual Horse Racing', '虚拟赛马', {
    VI: 'Đua Ngựa Ảo',
    TH: 'แข่งม้าเสมือนจริง',
    ID: 'Pacuan Kuda Virtual',
  }),
  named('Virtual Greyhounds', '虚拟赛狗', {
    VI: 'Đua Chó Ảo',
    TH: 'แข่งสุนัขเสมือนจริง',
    ID: 'Balap Anjing Virtual',
  }),
  named('Live Soccer', '足球滚球', { VI: 'Bóng Đá Trực Tiếp', TH: 'ฟุตบอลสด', ID: 'Sepak Bola Langsung' }),
  named('Live Basketball', '篮球滚球', {
    VI: 'Bóng Rổ Trực Tiếp',
    TH: 'บาสเกตบอลสด',
    ID: 'Bola Basket Langsung',
  }),
  named('Live Tennis', '网球滚球', { VI: 'Quần Vợt Trực Tiếp', TH: 'เทนนิสสด', ID: 'Tenis Langsung' }),
  named('Live Badminton', '羽毛球滚球', {
    VI: 'Cầu Lông Trực Tiếp',
    TH: 'แบดมินตันสด',
    ID: 'Bulu Tangkis Langsung',
  }),
  named('Live Volleyball', '排球滚球', {
    VI: 'Bóng Chuyền Trực Tiếp',
    TH: 'วอลเลย์บอลสด',
    ID: 'Bola Voli Langsung',
  }),
  named('Cricket Express', '板球快赛', { VI: 'Cricket Tốc Hành', TH: 'คริกเก็ตด่วน', ID: 'Kriket Ekspres' }),
];

export const ESPORTS_TITLES: readonly Localized[] = [
  named('E-Football League', '电竞足球联赛', {
    VI: 'Giải Bóng Đá Điện Tử',
    TH: 'ลีกอีฟุตบอล',
    ID: 'Liga E-Football',
  }),
  named('MOBA Arena', 'MOBA竞技场', { VI: 'Đấu Trường MOBA', TH: 'อารีน่า MOBA', ID: 'Arena MOBA' }),
  named('Strike Masters', '枪战大师'),
  named('Battle Royale Cup', '大逃杀杯', { VI: 'Cúp Sinh Tồn' }),
  named('Virtual Racing', '虚拟赛车', { VI: 'Đua Xe Ảo', TH: 'แข่งรถเสมือนจริง', ID: 'Balap Virtual' }),
  named('E-Basketball', '电竞篮球', { VI: 'Bóng Rổ Điện Tử', TH: 'อีบาสเกตบอล' }),
  named('Champions Series', '冠军系列赛', { VI: 'Loạt Trận Vô Địch' }),
  named('Global Esports', '全球电竞', { VI: 'Thể Thao Điện Tử Toàn Cầu', TH: 'อีสปอร์ตระดับโลก' }),
  named('Pro League', '职业联赛', { VI: 'Giải Chuyên Nghiệp', TH: 'โปรลีก', ID: 'Liga Pro' }),
  named('Elite Arena', '精英竞技场', { VI: 'Đấu Trường Tinh Anh', ID: 'Arena Elit' }),
];

export const COCKFIGHT_TITLES: readonly Localized[] = [
  named('Sabong Live', '斗鸡直播', { VI: 'Đá Gà Trực Tiếp', TH: 'ชนไก่สด', ID: 'Sabung Ayam Langsung' }),
  named('Cockfight Derby', '斗鸡德比', { VI: 'Đá Gà Derby', TH: 'ชนไก่ดาร์บี้', ID: 'Derby Sabung Ayam' }),
  named('Sabong Champions', '斗鸡冠军赛', { VI: 'Đá Gà Vô Địch', TH: 'แชมเปียนชนไก่', ID: 'Juara Sabung' }),
  named('Cockfight Arena', '斗鸡竞技场', { VI: 'Đấu Trường Đá Gà', TH: 'สนามชนไก่', ID: 'Arena Sabung Ayam' }),
  named('Thomo Cockfight', '托莫斗鸡', { VI: 'Đá Gà Thomo', TH: 'ชนไก่โทโม' }),
  named('International Sabong', '国际斗鸡', {
    VI: 'Đá Gà Quốc Tế',
    TH: 'ชนไก่นานาชาติ',
    ID: 'Sabung Internasional',
  }),
];

export const CARD_GAME_TITLES: readonly Localized[] = [
  named("Texas Hold'em", '德州扑克', { VI: 'Poker Texas', TH: 'เท็กซัสโฮลเด็ม' }),
  named("Fast Hold'em", '极速德州', { VI: 'Poker Nhanh', TH: 'เท็กซัสด่วน', ID: 'Texas Kilat' }),
  named('Omaha', '奥马哈', { TH: 'โอมาฮา' }),
  named('Short Deck', '短牌德州', { TH: 'ชอร์ตเดค' }),
  named('Rummy', '拉米', { TH: 'รัมมี่', ID: 'Remi' }),
  named('Sichuan Mahjong', '血战到底', {
    VI: 'Mạt Chược Tứ Xuyên',
    TH: 'ไพ่นกกระจอกเสฉวน',
    ID: 'Mahjong Sichuan',
  }),
  named('Niu Niu', '抢庄牛牛', { VI: 'Ngầu Hầm', TH: 'นิวนิว' }),
  named('Big Two', '锄大地', { TH: 'บิ๊กทู', ID: 'Capsa Banting' }),
  named('Tien Len', '越南十三张', { VI: 'Tiến Lên Miền Nam', TH: 'เตียนเลน' }),
  named('Capsa Susun', '十三水', { VI: 'Mậu Binh', TH: 'ไพ่ 13 ใบ' }),
  named('Pok Deng', '博丁', { TH: 'ป๊อกเด้ง' }),
  named('Dummy', '达米', { TH: 'ดัมมี่' }),
  named('Domino QQ', '多米诺QQ', { TH: 'โดมิโน QQ', ID: 'Domino QiuQiu' }),
  named('Golden Flower', '炸金花', { VI: 'Liêng' }),
  named('Pai Gow', '牌九', { VI: 'Bài Cửu' }),
  named('Three Card Poker', '三张牌扑克', { VI: 'Poker Ba Lá', TH: 'ทรีการ์ดโป๊กเกอร์', ID: 'Poker Tiga Kartu' }),
  named('Sam Gong', '三公', { VI: 'Ba Cây', ID: 'Samgong' }),
  named('Ceme', '印尼骰子牌', { ID: 'Ceme Keliling' }),
  named('Stud Poker', '梭哈', { VI: 'Poker Stud', TH: 'สตั๊ดโป๊กเกอร์', ID: 'Poker Stud' }),
  named('Dou Dizhu', '斗地主', { VI: 'Đấu Địa Chủ', TH: 'โต้วตี้จู่' }),
  named('Mahjong Duel', '二人麻将', { VI: 'Mạt Chược Đối Kháng', TH: 'ดวลไพ่นกกระจอก', ID: 'Duel Mahjong' }),
];

export const PVP_TITLES: readonly Localized[] = [
  named('Ludo Clash', '飞行棋争霸', { VI: 'Cờ Cá Ngựa Tranh Bá', TH: 'ศึกลูโด้' }),
  named('Carrom Duel', '克朗棋对决', { VI: 'Carrom Đối Đầu', TH: 'ดวลคาร์รอม', ID: 'Duel Karambol' }),
  named('Chinese Chess Masters', '象棋大师', {
    VI: 'Cao Thủ Cờ Tướng',
    TH: 'เซียนหมากรุกจีน',
    ID: 'Master Catur Cina',
  }),
  named('Domino Battle', '多米诺大战', { VI: 'Đại Chiến Domino', TH: 'ศึกโดมิโน', ID: 'Adu Domino' }),
  named('Tank Battle', '坦克大战', { VI: 'Đại Chiến Xe Tăng', TH: 'ศึกรถถัง', ID: 'Perang Tank' }),
  named('Billiards Pro', '台球高手', { VI: 'Bi-a Cao Thủ', TH: 'บิลเลียดโปร', ID: 'Biliar Pro' }),
  named('Snakes & Ladders', '蛇梯棋', { VI: 'Rắn Và Thang', TH: 'บันไดงู', ID: 'Ular Tangga' }),
  named('Checkers Duel', '跳棋对决', { VI: 'Cờ Đam Đối Đầu', TH: 'ดวลหมากฮอส', ID: 'Duel Dam' }),
  named('Gomoku', '五子棋', { VI: 'Cờ Caro', TH: 'โกะโมกุ' }),
  named('Go Masters', '围棋大师', { VI: 'Cao Thủ Cờ Vây', TH: 'เซียนหมากล้อม', ID: 'Master Go' }),
  named('Air Hockey', '桌上冰球', { VI: 'Khúc Côn Cầu Bàn', TH: 'แอร์ฮอกกี้' }),
  named('Bowling Strike', '保龄球大赛'),
  named('Darts Duel', '飞镖对决', { VI: 'Phi Tiêu Đối Đầu', TH: 'ดวลปาเป้า', ID: 'Duel Dart' }),
  named('Table Tennis Duel', '乒乓对决', { VI: 'Bóng Bàn Đối Đầu', TH: 'ดวลปิงปอง', ID: 'Duel Tenis Meja' }),
  named('Archery Masters', '射箭大师', { VI: 'Cao Thủ Bắn Cung', TH: 'เซียนยิงธนู', ID: 'Master Panahan' }),
  named('Sepak Takraw', '藤球大战', { VI: 'Cầu Mây', TH: 'ตะกร้อ' }),
];

export const CRASH_TITLES: readonly Localized[] = [
  named('Rocket Rush', '火箭冲天', { VI: 'Tên Lửa Bứt Phá', TH: 'จรวดพุ่งทะยาน', ID: 'Roket Melesat' }),
  named('Jet Crash', '疯狂飞机', { VI: 'Máy Bay Phản Lực', TH: 'เจ็ทแครช' }),
  named('Comet Crash', '彗星撞击', { VI: 'Sao Chổi', TH: 'ดาวหางพุ่งชน' }),
  named('Moon Launch', '登月发射', {
    VI: 'Phóng Lên Mặt Trăng',
    TH: 'ทะยานสู่ดวงจันทร์',
    ID: 'Meluncur ke Bulan',
  }),
  named('Galaxy X', '银河X', { VI: 'Ngân Hà X', TH: 'กาแล็กซี่ X', ID: 'Galaksi X' }),
  named('Turbo Flight', '涡轮飞行'),
  named('Sky Pilot', '王牌飞行员', { VI: 'Phi Công Át Chủ Bài', TH: 'นักบินเจ้าเวหา', ID: 'Pilot Langit' }),
  named('Balloon Pop', '气球爆爆', { VI: 'Bóng Bay Nổ', TH: 'ลูกโป่งระเบิด', ID: 'Balon Meletus' }),
  named('Space Dash', '太空冲刺'),
  named('Crash X', '暴涨X'),
  named('Lucky Plane', '幸运飞机', { VI: 'Máy Bay May Mắn', TH: 'เครื่องบินนำโชค', ID: 'Pesawat Hoki' }),
  named('Star Rider', '星际骑士'),
  named('Helicopter X', '直升机X', { VI: 'Trực Thăng X', TH: 'เฮลิคอปเตอร์ X', ID: 'Helikopter X' }),
  named('UFO Rush', '飞碟冲刺', { VI: 'Đĩa Bay', TH: 'ยูเอฟโอพุ่ง', ID: 'UFO Melesat' }),
  named('Paper Plane', '纸飞机', { VI: 'Máy Bay Giấy', TH: 'เครื่องบินกระดาษ', ID: 'Pesawat Kertas' }),
  named('Mars Mission', '火星任务', { VI: 'Nhiệm Vụ Sao Hỏa', TH: 'ภารกิจดาวอังคาร', ID: 'Misi Mars' }),
];
