import type { DemoTexts } from './types.ts';

export const VI: DemoTexts = {
  announcements: {
    welcome: {
      title: 'Chào mừng đến Lobby Demo: hơn 600 trò chơi từ hơn 20 nhà cung cấp',
      content:
        '<p>Chào mừng bạn! Khám phá <strong>slot, casino trực tiếp, bắn cá, thể thao và xổ số</strong> từ PG, JILI, Pragmatic Play và nhiều nhà cung cấp khác.</p><p>Lần đầu đến đây? <a href="/m/register">Đăng ký</a> và nhận tiền thưởng chào mừng.</p>',
    },
    maintenance: {
      title: 'Bảo trì định kỳ bàn trực tiếp Evolution vào thứ Ba 02:00–04:00 UTC',
      content:
        '<p>Các bàn trực tiếp của Evolution sẽ tạm ngừng trong thời gian nhà cung cấp bảo trì:</p><ul><li>Thứ Ba 02:00–04:00 UTC</li><li>Các cược đang mở sẽ được thanh toán trước khi bàn đóng</li></ul><p>Tất cả trò chơi khác vẫn hoạt động bình thường.</p>',
    },
    'register-gift': {
      title: 'Đăng ký hôm nay, nhận gói vòng quay miễn phí slot PG',
      content:
        '<p>Mỗi thành viên mới nhận <strong>20 vòng quay miễn phí</strong> trên các slot PG Soft được chọn sau khi xác minh số điện thoại.</p>',
    },
    verification: {
      title: 'Xác minh tài khoản trước lần rút tiền đầu tiên',
      content:
        '<p>Để bảo vệ tiền của bạn, chúng tôi xác minh mỗi tài khoản một lần trước lần rút tiền đầu tiên:</p><ol><li>Xác minh số điện thoại</li><li>Thêm tên chủ tài khoản ngân hàng</li><li>Tải lên ảnh giấy tờ tùy thân (png hoặc jpg, tối đa 5 MB)</li></ol><p>Xem thêm tại <a href="/m/help?i=2">trung tâm trợ giúp</a>.</p>',
    },
    responsible: {
      title: 'Chơi có trách nhiệm: đặt hạn mức hay tạm nghỉ chỉ cần một tin nhắn',
      content:
        '<p>Bạn có thể yêu cầu <strong>hạn mức nạp tiền</strong>, <strong>tạm nghỉ</strong> hoặc <strong>tự loại trừ</strong> bất cứ lúc nào.</p><p>Xem <a href="/m/help?i=3">Chơi có trách nhiệm</a> hoặc liên hệ <a href="/m/feedback">chăm sóc khách hàng</a>.</p>',
    },
    'popup-weekend': {
      title: 'Tiền thưởng nạp lại cuối tuần: 50% tối đa 500',
      content:
        '<h3>Nạp lại cuối tuần</h3><p>Nạp tiền từ thứ Sáu 18:00 đến Chủ nhật 23:59 và nhận <strong>tiền thưởng 50% tối đa 500</strong>.</p><ul><li>Nạp tối thiểu 20</li><li>Doanh thu cược 10 lần tiền thưởng trên slot và bắn cá</li></ul><p><a href="/m/activity">Xem khuyến mãi</a></p>',
    },
    'promo-fishing': {
      title: 'Tuần lễ Bắn Cá Cuồng Nhiệt: bắt cá voi vàng nhận 500 lần',
      content:
        '<p>Suốt cả tuần, cá voi vàng trả <strong>500 lần</strong> trong các game bắn cá của Fa Chai và JILI.</p><ul><li>Giải thưởng bảng xếp hạng cho 50 thợ săn hàng đầu</li><li>Giải thưởng được cộng vào mỗi thứ Hai</li></ul><p><a href="/m/gameList?gameType=FISH">Chơi bắn cá</a></p>',
    },
    'promo-referral': {
      title: 'Mời bạn bè, nhận phần thưởng từ lần nạp tiền đầu tiên của họ',
      content:
        '<p>Chia sẻ mã mời của bạn: khi bạn bè đăng ký và nạp tiền, bạn nhận <strong>10% số tiền nạp đầu tiên</strong>.</p><p>Xem mã của bạn tại <a href="/m/member/home">Trung tâm thành viên</a>.</p>',
    },
  },
  banners: {
    1001: {
      title: 'Tiền thưởng chào mừng 100%',
      subtitle: 'Nhân đôi lần nạp tiền đầu, tối đa 5,000',
      cta: 'Nhận ngay',
    },
    1002: { title: 'Tuần lễ Bắn Cá', subtitle: 'Bắt cá voi vàng nhận 500 lần', cta: 'Săn ngay' },
    1003: {
      title: 'Lô Tô Việt Nam 45 giây',
      subtitle: 'Quay thưởng mỗi 45 giây, kết quả tức thì',
      cta: 'Cược ngay',
    },
    1004: { title: 'Tên Lửa Bứt Phá', subtitle: 'Rút tiền trước khi tên lửa bay mất', cta: 'Phóng' },
    1005: { title: 'Cúp Poker Masters', subtitle: 'Bàn chơi hằng tuần, tổng giải 100,000', cta: 'Vào bàn' },
    2001: { title: 'Đêm Baccarat Trực Tiếp', subtitle: 'Dealer thật và bàn nặn bài, 24/7', cta: 'Vào bàn' },
    2002: { title: 'Roulette Tia Chớp', subtitle: 'Số may mắn trả đến 500 lần', cta: 'Quay trực tiếp' },
    2003: { title: 'Rồng Hổ AE Sexy', subtitle: 'Mỗi bên một lá, lá cao hơn thắng', cta: 'Chơi trực tiếp' },
    3001: { title: 'Thể thao', subtitle: 'Mọi trận đấu, tỷ lệ cược trực tiếp', cta: 'Cược ngay' },
    3002: { title: 'Casino trực tiếp', subtitle: 'Baccarat, roulette và nhiều hơn nữa', cta: 'Vào chơi' },
    3003: { title: 'Đá gà', subtitle: 'Trận derby phát trực tiếp', cta: 'Xem' },
    3004: { title: 'Thể thao điện tử', subtitle: 'MOBA, bắn súng và bóng đá điện tử', cta: 'Cược ngay' },
  },
  inbox: {
    welcome: {
      title: 'Chào mừng bạn đến với Lobby Demo',
      content:
        '<p>Chào mừng bạn! Tài khoản của bạn đã sẵn sàng. Khám phá <a href="/m/home">sảnh game</a>, chơi thử miễn phí và nhận ưu đãi chào mừng tại <a href="/m/activity">trang khuyến mãi</a>.</p>',
    },
    security: {
      title: 'Giữ an toàn cho tài khoản của bạn',
      content:
        '<p>Chúng tôi <strong>không bao giờ</strong> hỏi mật khẩu hay mã xác minh của bạn. Nếu thấy điều gì bất thường, hãy đổi mật khẩu ngay.</p>',
    },
    weekend: {
      title: 'Tiền thưởng cuối tuần đã bắt đầu',
      content:
        '<p>Nạp tiền cuối tuần này và nhận <strong>20% tiền thưởng</strong> cho slot và game bắn cá.</p>',
    },
  },
  activities: {
    'welcome-bonus': {
      title: 'Tiền thưởng chào mừng: tặng 10.00',
      summary: 'Tham gia và nhận ngay 10.00 vào ví',
      content:
        '<p>Lần đầu đến sảnh? Tham gia khuyến mãi này và nhận ngay <strong>10.00 tiền thưởng chào mừng</strong>.</p><ul><li>Mỗi thành viên nhận một lần</li><li>Cộng thẳng vào ví của bạn</li></ul>',
    },
    'weekend-reload': {
      title: 'Nạp lại cuối tuần: tiền thưởng 25.00',
      summary: 'Cho chúng tôi biết game bạn yêu thích; được duyệt nhận 25.00',
      content:
        '<p>Tham gia kèm một ghi chú ngắn về game bạn yêu thích. Đội ngũ của chúng tôi duyệt mọi lượt đăng ký trong vòng một ngày; lượt được duyệt có thể nhận <strong>25.00</strong>.</p>',
    },
    'first-deposit-cashback': {
      title: 'Hoàn tiền nạp lần đầu 15.00',
      summary: 'Được duyệt sau lần nạp đầu tiên, rồi chi trả',
      content:
        '<p>Nạp tiền lần đầu và tham gia: khi đội ngũ của chúng tôi kiểm tra xong khoản nạp, bạn sẽ được hoàn <strong>15.00</strong>.</p>',
    },
    'slots-tournament': {
      title: 'Giải đấu slot hằng tháng',
      summary: 'Đua top bảng xếp hạng với slot PG và JILI',
      content:
        '<p>Tham gia để góp mặt trong giải đấu slot hằng tháng. Mọi lượt cược trên slot PG và JILI đều được tính vào <a href="/m/leaderBoard">bảng xếp hạng</a>.</p>',
    },
    'lucky-spin-festival': {
      title: 'Lễ hội vòng quay may mắn',
      summary: 'Lễ hội đã kết thúc, cảm ơn bạn đã tham gia',
      content: '<p>Lễ hội vòng quay may mắn đã kết thúc. Hãy theo dõi trang này để đón lễ hội tiếp theo.</p>',
    },
  },
  help: {
    terms: {
      title: 'Điều khoản và điều kiện',
      content:
        '<h3>Điều khoản và điều kiện</h3><p>Khi mở tài khoản, bạn đồng ý với các điều khoản này.</p><ol><li>Bạn đã <strong>đủ {age} tuổi trở lên</strong> và cá cược là hợp pháp tại nơi bạn chơi.</li><li>Bạn chỉ có một tài khoản, đứng tên chính mình, và tự giữ kín mật khẩu.</li><li>Nạp tiền và rút tiền chỉ dùng tài khoản đứng tên bạn; chúng tôi có thể xác minh danh tính trước khi chi trả.</li><li>Tiền thưởng kèm theo điều kiện ghi trong từng khuyến mãi; lạm dụng sẽ bị hủy tiền thưởng và tiền thắng từ đó.</li><li>Mỗi ván chơi được tính theo kết quả của nhà cung cấp trò chơi; ván bị gián đoạn sẽ được tiếp tục hoặc hoàn tiền.</li><li>Chúng tôi có thể đóng tài khoản vi phạm các điều khoản này; phần số dư không phải tiền thưởng sẽ được chi trả.</li></ol><p>Có thắc mắc? Hãy hỏi <a href="/m/feedback">chăm sóc khách hàng</a>.</p>',
    },
    deposits: {
      title: 'Nạp tiền',
      content:
        '<h3>Cách nạp tiền</h3><ol><li>Đăng nhập và chạm <strong>Nạp tiền</strong> ở đầu trang.</li><li>Chọn kênh thanh toán và nhập số tiền.</li><li>Làm theo hướng dẫn của kênh; số dư được cập nhật ngay khi thanh toán được xác nhận.</li></ol><h4>Cần biết</h4><ul><li>Nạp tiền miễn phí; tối thiểu là 10.</li><li>Chỉ thanh toán từ tài khoản đứng tên bạn; thanh toán từ người khác sẽ được hoàn lại.</li><li>Thanh toán chưa đến sau 30 phút: gửi biên lai cho <a href="/m/feedback">chăm sóc khách hàng</a>.</li></ul>',
    },
    withdrawals: {
      title: 'Rút tiền',
      content:
        '<h3>Cách rút tiền</h3><ol><li>Chạm <strong>Rút tiền</strong> trong menu bên.</li><li>Chọn tài khoản ngân hàng đã lưu trong hồ sơ và nhập số tiền.</li><li>Xác nhận bằng mật khẩu thanh toán.</li></ol><h4>Trước lần rút tiền đầu tiên</h4><ul><li>Tài khoản của bạn được xác minh một lần: số điện thoại, tên chủ tài khoản và giấy tờ tùy thân.</li><li>Tiền nạp phải được cược ít nhất một lần trước khi rút.</li><li>Hầu hết lệnh rút được chi trả trong 15 phút; chuyển khoản ngân hàng có thể mất đến một ngày làm việc.</li></ul>',
    },
    'responsible-gambling': {
      title: 'Chơi có trách nhiệm',
      content:
        '<h3>Chơi để giải trí, không phải để kiếm tiền</h3><p>Bạn phải <strong>đủ {age} tuổi trở lên</strong> để mở tài khoản, và đủ 21 tuổi ở nơi luật pháp quy định độ tuổi đó. Chúng tôi kiểm tra tuổi và danh tính trước lần rút tiền đầu tiên và đóng tài khoản của người chưa thành niên.</p><h4>Công cụ bạn có thể yêu cầu bất cứ lúc nào</h4><ul><li><strong>Hạn mức nạp tiền</strong> theo ngày, tuần hoặc tháng: hạn mức thấp hơn áp dụng ngay, cao hơn sau 24 giờ.</li><li><strong>Nhắc giờ chơi</strong>: nhắc thời gian chơi của bạn mỗi 30 hoặc 60 phút.</li><li><strong>Tạm nghỉ</strong>: nghỉ từ 24 giờ đến 6 tuần.</li><li><strong>Tự loại trừ</strong> trong 6 tháng, 1 năm hoặc 5 năm; trong thời gian đó không thể mở lại tài khoản và khuyến mãi dừng ngay lập tức.</li></ul><h4>Dấu hiệu cảnh báo</h4><ul><li>Cố gỡ lại tiền đã thua hoặc chơi bằng tiền dành cho hóa đơn</li><li>Chơi lâu hơn dự định, hoặc giấu gia đình</li></ul><p>Hãy nhờ <a href="/m/feedback">chăm sóc khách hàng</a> đặt hạn mức, hoặc tìm trợ giúp miễn phí và bảo mật từ <a href="https://www.begambleaware.org">BeGambleAware</a> hay <a href="https://www.gamblersanonymous.org">Gamblers Anonymous</a>.</p>',
    },
    'account-security': {
      title: 'Bảo mật tài khoản',
      content:
        '<h3>Giữ an toàn cho tài khoản</h3><ul><li>Dùng mật khẩu dài và không dùng ở nơi khác; một cụm gồm vài từ là lựa chọn tốt.</li><li>Chúng tôi <strong>không bao giờ</strong> hỏi mật khẩu hay mã xác minh của bạn qua điện thoại, chat hoặc e-mail.</li><li>Đăng xuất trên thiết bị dùng chung và đừng để trình duyệt ghi nhớ mật khẩu ở đó.</li><li>Đổi mật khẩu sẽ kết thúc mọi phiên đăng nhập khác của tài khoản.</li></ul><p>Thấy điều gì bất thường? Đổi mật khẩu ngay và báo cho <a href="/m/feedback">chăm sóc khách hàng</a>.</p>',
    },
    bonuses: {
      title: 'Tiền thưởng và khuyến mãi',
      content:
        '<h3>Tiền thưởng hoạt động thế nào</h3><ul><li>Mỗi khuyến mãi ghi rõ mức nạp tối thiểu, số tiền thưởng và <strong>yêu cầu doanh thu cược</strong> trên <a href="/m/activity">trang khuyến mãi</a>.</li><li>Doanh thu cược 10× nghĩa là tổng tiền cược gấp mười lần tiền thưởng trước khi được rút.</li><li>Slot và bắn cá tính đủ 100%; casino trực tiếp và thể thao tính 10%.</li><li>Mỗi lần một khoản tiền thưởng; khoản mới bắt đầu khi khoản trước hoàn thành hoặc bị hủy.</li></ul>',
    },
    contact: {
      title: 'Liên hệ',
      content:
        '<h3>Chúng tôi luôn sẵn sàng 24/7</h3><ul><li><strong>Chat trực tuyến</strong>: nút chat ở góc dưới bên phải trang chủ.</li><li><strong>WhatsApp</strong>: <a href="https://wa.me/15550100000">+1 555 010 0000</a></li><li><strong>Góp ý</strong>: gửi tin nhắn kèm ảnh chụp màn hình từ <a href="/m/feedback">trang góp ý</a>.</li></ul><p>Vui lòng chuẩn bị sẵn tên đăng nhập; chúng tôi không bao giờ cần mật khẩu của bạn.</p>',
    },
  },
};
