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
  inbox: {
    welcome: {
      title: "Lobby Demo'ya hoş geldiniz",
      content:
        '<p>Hoş geldiniz! Hesabınız hazır. <a href="/m/home">Lobiye</a> göz atın, bir oyunu ücretsiz deneyin ve <a href="/m/activity">promosyonlar sayfasından</a> hoş geldin tekliflerini alın.</p>',
    },
    security: {
      title: 'Hesabınızı güvende tutun',
      content:
        '<p>Şifrenizi veya doğrulama kodunuzu <strong>asla</strong> sormayız. Bir şeyler ters görünüyorsa şifrenizi hemen değiştirin.</p>',
    },
    weekend: {
      title: 'Hafta sonu bonusu başladı',
      content:
        '<p>Bu hafta sonu para yatırın, slot ve balık avı oyunlarında <strong>%20 bonus</strong> kazanın.</p>',
    },
  },
  activities: {
    'welcome-bonus': {
      title: 'Hoş geldin bonusu: 10.00 bizden',
      summary: 'Katılın, 10.00 doğrudan cüzdanınıza gelsin',
      content:
        '<p>Lobide yeni misiniz? Bu promosyona katılın, <strong>10.00 hoş geldin bonusu</strong> hemen sizin.</p><ul><li>Üye başına bir kez</li><li>Cüzdanınıza yatırılır</li></ul>',
    },
    'weekend-reload': {
      title: 'Hafta sonu yeniden yükleme: 25.00 bonus',
      summary: 'En sevdiğiniz oyunu söyleyin; onaylanan katılımlar 25.00 alır',
      content:
        '<p>En sevdiğiniz oyunun adını kısa bir notla yazarak katılın. Ekibimiz her katılımı bir gün içinde inceler; onaylanan katılımlar <strong>25.00</strong> talep edebilir.</p>',
    },
    'first-deposit-cashback': {
      title: 'İlk para yatırmaya 15.00 nakit iade',
      summary: 'İlk para yatırma işleminiz incelendikten sonra ödenir',
      content:
        '<p>İlk para yatırma işleminizi yapın ve katılın: ekibimiz yatırımı kontrol ettikten sonra <strong>15.00</strong> nakit iade ödenir.</p>',
    },
    'slots-tournament': {
      title: 'Aylık slot turnuvası',
      summary: 'PG ve JILI slotlarında liderlik tablosu yarışına katılın',
      content:
        '<p>Aylık slot turnuvasında yer almak için katılın. PG ve JILI slotlarındaki her bahis <a href="/m/leaderBoard">liderlik tablosunda</a> sayılır.</p>',
    },
    'lucky-spin-festival': {
      title: 'Şanslı çevirme festivali',
      summary: 'Festival sona erdi; oynadığınız için teşekkürler',
      content: '<p>Şanslı çevirme festivali sona erdi. Bir sonraki için bu sayfayı takip edin.</p>',
    },
  },
  help: {
    terms: {
      title: 'Şartlar ve koşullar',
      content:
        '<h3>Şartlar ve koşullar</h3><p>Hesap açarak bu şartları kabul etmiş olursunuz.</p><ol><li><strong>{age} yaşında veya daha büyüksünüz</strong> ve oynadığınız yerde kumar yasaldır.</li><li>Kendi adınıza yalnızca bir hesabınız vardır ve şifrenizi kimseyle paylaşmazsınız.</li><li>Para yatırma ve çekme işlemleri yalnızca kendi adınıza olan hesaplarla yapılır; ödemeden önce kimliğinizi doğrulayabiliriz.</li><li>Bonuslar her promosyonda belirtilen koşullara tabidir; kötüye kullanım bonusu ve ondan gelen kazançları geçersiz kılar.</li><li>Her oyun turu oyun sağlayıcısının sonucuna göre sonuçlanır; yarıda kalan tur devam eder veya iade edilir.</li><li>Bu şartları ihlal eden bir hesabı kapatabiliriz; bonus olmayan bakiye ödenir.</li></ol><p>Sorunuz mu var? <a href="/m/feedback">Müşteri hizmetlerine</a> sorun.</p>',
    },
    deposits: {
      title: 'Para yatırma',
      content:
        '<h3>Nasıl para yatırılır</h3><ol><li>Giriş yapın ve üst bölümdeki <strong>Para yatır</strong> düğmesine dokunun.</li><li>Bir ödeme kanalı seçin ve tutarı girin.</li><li>Kanalın talimatlarını izleyin; ödeme onaylanır onaylanmaz bakiye güncellenir.</li></ol><h4>Bilmeniz gerekenler</h4><ul><li>Para yatırma ücretsizdir; en az tutar 10’dur.</li><li>Yalnızca kendi adınıza olan hesaptan ödeyin; üçüncü kişilerin ödemeleri iade edilir.</li><li>Ödeme 30 dakika sonra hâlâ gelmediyse dekontu <a href="/m/feedback">müşteri hizmetlerine</a> gönderin.</li></ul>',
    },
    withdrawals: {
      title: 'Para çekme',
      content:
        '<h3>Nasıl para çekilir</h3><ol><li>Yan menüde <strong>Para çek</strong> düğmesine dokunun.</li><li>Profilinizde kayıtlı banka hesabını seçin ve tutarı girin.</li><li>Ödeme şifrenizle onaylayın.</li></ol><h4>İlk para çekme işleminden önce</h4><ul><li>Hesabınız bir kez doğrulanır: cep telefonu numarası, hesap sahibinin adı ve kimlik belgesi.</li><li>Yatırılan tutar, çekilmeden önce en az bir kez bahiste kullanılmalıdır.</li><li>Çoğu çekim 15 dakika içinde ödenir; banka havalesi bir iş gününe kadar sürebilir.</li></ul>',
    },
    'responsible-gambling': {
      title: 'Sorumlu kumar',
      content:
        '<h3>Para için değil, eğlence için oynayın</h3><p>Hesap açmak için <strong>{age} yaşında veya daha büyük</strong> olmalısınız; ülkenizin yasası bu yaşı 21 olarak belirliyorsa 21 yaşında veya daha büyük. İlk para çekme işleminden önce yaşı ve kimliği kontrol eder, reşit olmayanların hesaplarını kapatırız.</p><h4>İstediğiniz zaman talep edebileceğiniz araçlar</h4><ul><li>Günlük, haftalık veya aylık <strong>para yatırma limitleri</strong>: daha düşük limit hemen, daha yüksek limit 24 saat sonra geçerli olur.</li><li><strong>Süre hatırlatmaları</strong>: her 30 veya 60 dakikada bir oyun sürenizi hatırlatırız.</li><li><strong>Mola</strong>: 24 saatten 6 haftaya kadar ara.</li><li>6 ay, 1 yıl veya 5 yıl için <strong>kendini dışlama</strong>; bu sürede hesap yeniden açılamaz ve promosyonlar hemen durur.</li></ul><h4>Uyarı işaretleri</h4><ul><li>Kayıpları geri kazanmaya çalışmak veya fatura parasıyla oynamak</li><li>Planladığından uzun oynamak veya bunu aileden saklamak</li></ul><p>Limit koymak için <a href="/m/feedback">müşteri hizmetlerine</a> yazın ya da <a href="https://www.begambleaware.org">BeGambleAware</a> veya <a href="https://www.gamblersanonymous.org">Adsız Kumarbazlar</a> üzerinden ücretsiz ve gizli destek alın.</p>',
    },
    'account-security': {
      title: 'Hesap güvenliği',
      content:
        '<h3>Hesabınızı güvende tutun</h3><ul><li>Başka hiçbir yerde kullanmadığınız uzun bir şifre seçin; birkaç kelimeden oluşan bir ifade iyi bir seçimdir.</li><li>Şifrenizi veya doğrulama kodunuzu telefonla, sohbette ya da e-postayla <strong>asla</strong> istemeyiz.</li><li>Ortak cihazlarda oturumu kapatın ve tarayıcının şifrenizi orada hatırlamasına izin vermeyin.</li><li>Şifrenizi değiştirmek hesabınızın diğer tüm oturumlarını sonlandırır.</li></ul><p>Bir terslik mi var? Şifrenizi hemen değiştirin ve <a href="/m/feedback">müşteri hizmetlerine</a> bildirin.</p>',
    },
    bonuses: {
      title: 'Bonuslar ve promosyonlar',
      content:
        '<h3>Bonuslar nasıl işler</h3><ul><li>Her promosyonun en az yatırım tutarı, bonus miktarı ve <strong>çevrim şartı</strong> <a href="/m/activity">promosyonlar sayfasında</a> yazar.</li><li>10× çevrim, bonus çekilmeden önce bonusun on katı tutarında bahis yapılması demektir.</li><li>Slotlar ve balık avı tam sayılır; canlı casino ve spor %10 sayılır.</li><li>Aynı anda tek bonus; yenisi, önceki tamamlanınca veya bırakılınca başlar.</li></ul>',
    },
    contact: {
      title: 'Bize ulaşın',
      content:
        '<h3>7/24 buradayız</h3><ul><li><strong>Canlı sohbet</strong>: ana sayfanın sağ altındaki sohbet düğmesi.</li><li><strong>WhatsApp</strong>: <a href="https://wa.me/15550100000">+1 555 010 0000</a></li><li><strong>Geri bildirim</strong>: <a href="/m/feedback">geri bildirim sayfasından</a> ekran görüntüleriyle mesaj gönderin.</li></ul><p>Lütfen kullanıcı adınızı hazır bulundurun; şifrenize asla ihtiyacımız olmaz.</p>',
    },
  },
};
