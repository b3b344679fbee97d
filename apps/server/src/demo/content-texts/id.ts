import type { DemoTexts } from './types.ts';

export const ID: DemoTexts = {
  announcements: {
    welcome: {
      title: 'Selamat datang di Lobby Demo: lebih dari 600 game dari 20+ provider',
      content:
        '<p>Selamat datang! Mainkan <strong>slot, live casino, tembak ikan, olahraga, dan lotre</strong> dari PG, JILI, Pragmatic Play, dan lainnya.</p><p>Baru di sini? <a href="/m/register">Daftar</a> dan klaim bonus selamat datang.</p>',
    },
    maintenance: {
      title: 'Pemeliharaan terjadwal meja live Evolution pada Selasa 02:00–04:00 UTC',
      content:
        '<p>Meja live Evolution tidak tersedia selama pemeliharaan provider:</p><ul><li>Selasa 02:00–04:00 UTC</li><li>Taruhan yang masih berjalan diselesaikan sebelum meja ditutup</li></ul><p>Semua game lain tetap buka.</p>',
    },
    'register-gift': {
      title: 'Daftar hari ini dan dapatkan paket free spin slot PG',
      content:
        '<p>Setiap member baru mendapat <strong>20 free spin</strong> di slot PG Soft pilihan setelah nomor HP terverifikasi.</p>',
    },
    verification: {
      title: 'Verifikasi akun Anda sebelum penarikan pertama',
      content:
        '<p>Demi keamanan dana Anda, kami memverifikasi setiap akun satu kali sebelum penarikan pertama:</p><ol><li>Konfirmasi nomor HP Anda</li><li>Tambahkan nama pemilik rekening bank</li><li>Unggah foto kartu identitas (png atau jpg, maksimal 5 MB)</li></ol><p>Baca selengkapnya di <a href="/m/help?i=2">pusat bantuan</a>.</p>',
    },
    responsible: {
      title: 'Bermain secara bertanggung jawab: batas dan jeda cukup dengan satu pesan',
      content:
        '<p>Anda dapat meminta <strong>batas deposit</strong>, <strong>jeda bermain</strong>, atau <strong>pengecualian diri</strong> kapan saja.</p><p>Lihat <a href="/m/help?i=3">Perjudian yang bertanggung jawab</a> atau hubungi <a href="/m/feedback">layanan pelanggan</a>.</p>',
    },
    'popup-weekend': {
      title: 'Bonus reload akhir pekan: 50% hingga 500',
      content:
        '<h3>Reload akhir pekan</h3><p>Lakukan deposit antara Jumat 18:00 dan Minggu 23:59 dan dapatkan <strong>bonus 50% hingga 500</strong>.</p><ul><li>Minimal deposit 20</li><li>Turnover 10× bonus di slot dan tembak ikan</li></ul><p><a href="/m/activity">Lihat promosi</a></p>',
    },
    'promo-fishing': {
      title: 'Pekan Heboh Tembak Ikan: tangkap paus emas untuk 500×',
      content:
        '<p>Sepanjang minggu paus emas membayar <strong>500×</strong> di game tembak ikan Fa Chai dan JILI.</p><ul><li>Hadiah papan peringkat untuk 50 pemburu teratas</li><li>Hadiah dikreditkan setiap Senin</li></ul><p><a href="/m/gameList?gameType=FISH">Main tembak ikan</a></p>',
    },
    'promo-referral': {
      title: 'Ajak teman dan dapatkan bagian dari deposit pertama mereka',
      content:
        '<p>Bagikan kode undangan Anda: saat teman mendaftar dan melakukan deposit, Anda menerima <strong>10% dari deposit pertama</strong>.</p><p>Temukan kode Anda di <a href="/m/member/home">Pusat member</a>.</p>',
    },
  },
  banners: {
    1001: {
      title: 'Bonus Sambutan 100%',
      subtitle: 'Deposit pertama jadi dua kali lipat hingga 5,000',
      cta: 'Klaim sekarang',
    },
    1002: { title: 'Pekan Heboh Tembak Ikan', subtitle: 'Tangkap paus emas untuk 500x', cta: 'Berburu' },
    1003: {
      title: 'Lotto Vietnam 45 detik',
      subtitle: 'Undian setiap 45 detik, hasil langsung',
      cta: 'Pasang taruhan',
    },
    1004: { title: 'Roket Melesat', subtitle: 'Cairkan sebelum roket terbang menjauh', cta: 'Luncurkan' },
    1005: {
      title: 'Piala Poker Masters',
      subtitle: 'Meja mingguan dengan total hadiah 100,000',
      cta: 'Duduk di meja',
    },
    2001: {
      title: 'Malam Live Baccarat',
      subtitle: 'Dealer asli dan meja squeeze, 24/7',
      cta: 'Gabung meja',
    },
    2002: { title: 'Rolet Petir', subtitle: 'Angka hoki membayar hingga 500x', cta: 'Putar live' },
    2003: {
      title: 'AE Sexy Dragon Tiger',
      subtitle: 'Satu kartu per sisi, yang lebih tinggi menang',
      cta: 'Main live',
    },
    3001: { title: 'Olahraga', subtitle: 'Semua pertandingan, odds live', cta: 'Pasang taruhan' },
    3002: { title: 'Live Casino', subtitle: 'Baccarat, rolet, dan lainnya', cta: 'Masuk' },
    3003: { title: 'Sabung Ayam', subtitle: 'Pertandingan derby disiarkan langsung', cta: 'Tonton' },
    3004: { title: 'E-Sports', subtitle: 'MOBA, tembak-tembakan, dan e-football', cta: 'Pasang taruhan' },
  },
};
