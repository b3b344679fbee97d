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
};
