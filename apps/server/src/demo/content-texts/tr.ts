import type { DemoTexts } from './types.ts';

export const TR: DemoTexts = {
  announcements: {
    welcome: {
      title: "Lobby Demo'ya hoş geldiniz: 20'den fazla sağlayıcıdan 600'ü aşkın oyun",
      content:
        '<p>Hoş geldiniz! PG, JILI, Pragmatic Play ve daha fazlasından <strong>slotlar, canlı casino, balık avı, spor ve piyango</strong> oyunlarına göz atın.</p><p>Yeni misiniz? <a href="/m/register">Kayıt olun</a> ve hoş geldin bonusunu alın.</p>',
    },
    maintenance: {
      title: 'Evolution canlı masalarında planlı bakım: Salı 02:00–04:00 UTC',
      content:
        '<p>Sağlayıcının bakımı sırasında Evolution canlı masaları kullanılamayacak:</p><ul><li>Salı 02:00–04:00 UTC</li><li>Açık bahisler masalar kapanmadan önce sonuçlandırılır</li></ul><p>Diğer tüm oyunlar açık kalır.</p>',
    },
    'register-gift': {
      title: 'Bugün kayıt olun, PG slotlarında ücretsiz dönüş paketi kazanın',
      content:
        '<p>Her yeni üye, cep telefonu numarasını onayladıktan sonra seçili PG Soft slotlarında <strong>20 ücretsiz dönüş</strong> alır.</p>',
    },
    verification: {
      title: 'İlk para çekme işleminizden önce hesabınızı doğrulayın',
      content:
        '<p>Paranızın güvenliği için her hesabı ilk para çekme işleminden önce bir kez doğrularız:</p><ol><li>Cep telefonu numaranızı onaylayın</li><li>Banka hesabı sahibinin adını ekleyin</li><li>Kimlik belgenizin fotoğrafını yükleyin (png veya jpg, en fazla 5 MB)</li></ol><p>Ayrıntılar <a href="/m/help?i=2">yardım merkezinde</a>.</p>',
    },
    responsible: {
      title: 'Sorumlu oynayın: limitler ve mola bir mesaj uzağınızda',
      content:
        '<p>İstediğiniz zaman <strong>para yatırma limiti</strong>, <strong>mola</strong> veya <strong>kendini dışlama</strong> talep edebilirsiniz.</p><p><a href="/m/help?i=3">Sorumlu kumar</a> sayfasına bakın veya <a href="/m/feedback">müşteri hizmetlerine</a> yazın.</p>',
    },
    'popup-weekend': {
      title: "Hafta sonu yeniden yatırım bonusu: 500'e kadar %50",
      content:
        '<h3>Hafta sonu yeniden yatırım</h3><p>Cuma 18:00 ile Pazar 23:59 arasında para yatırın, <strong>500\'e kadar %50 bonus</strong> kazanın.</p><ul><li>En az yatırım 20</li><li>Slot ve balık avında bonusun 10 katı çevrim</li></ul><p><a href="/m/activity">Promosyonu görün</a></p>',
    },
    'promo-fishing': {
      title: 'Balık Avı Çılgınlığı Haftası: altın balinayı yakala, 500× kazan',
      content:
        '<p>Hafta boyunca Fa Chai ve JILI balık avı oyunlarında altın balina <strong>500×</strong> ödüyor.</p><ul><li>İlk 50 avcıya sıralama ödülleri</li><li>Ödüller her pazartesi hesaba geçer</li></ul><p><a href="/m/gameList?gameType=FISH">Balık avı oyunları oyna</a></p>',
    },
    'promo-referral': {
      title: 'Arkadaşlarınızı davet edin, ilk yatırımlarından pay kazanın',
      content:
        '<p>Davet kodunuzu paylaşın: bir arkadaşınız kayıt olup para yatırdığında <strong>ilk yatırımın %10’unu</strong> alırsınız.</p><p>Kodunuz <a href="/m/member/home">Üye merkezinde</a>.</p>',
    },
  },
  banners: {
    1001: {
      title: 'Hoş Geldin Bonusu %100',
      subtitle: "İlk yatırımınız 5,000'e kadar iki katı",
      cta: 'Hemen al',
    },
    1002: {
      title: 'Balık Avı Çılgınlığı Haftası',
      subtitle: 'Altın balinayı yakala, 500x kazan',
      cta: 'Ava çık',
    },
    1003: {
      title: 'Vietnam Loto 45 sn',
      subtitle: 'Her 45 saniyede bir çekiliş, anında sonuç',
      cta: 'Bahis yap',
    },
    1004: { title: 'Roket Hücumu', subtitle: 'Roket uçup gitmeden parayı çek', cta: 'Fırlat' },
    1005: {
      title: 'Poker Ustaları Kupası',
      subtitle: "Haftalık masalar, 100,000'lik ödül havuzu",
      cta: 'Masaya otur',
    },
    2001: {
      title: 'Canlı Bakara Gecesi',
      subtitle: 'Gerçek krupiyeler ve squeeze masaları, 7/24',
      cta: 'Masaya katıl',
    },
    2002: { title: 'Şimşek Rulet', subtitle: "Şanslı sayılar 500x'e kadar", cta: 'Canlı çevir' },
    2003: {
      title: 'AE Sexy Ejderha Kaplan',
      subtitle: 'Her tarafa bir kart, yüksek olan kazanır',
      cta: 'Canlı oyna',
    },
    3001: { title: 'Spor', subtitle: 'Her maç, canlı oranlar', cta: 'Bahis yap' },
    3002: { title: 'Canlı Casino', subtitle: 'Bakara, rulet ve daha fazlası', cta: 'Gir' },
    3003: { title: 'Horoz Dövüşü', subtitle: 'Derbi dövüşleri canlı yayında', cta: 'İzle' },
    3004: { title: 'E-Spor', subtitle: 'MOBA, nişancı oyunları ve e-futbol', cta: 'Bahis yap' },
  },
};
