import type { DemoTexts } from './types.ts';

export const MS: DemoTexts = {
  announcements: {
    welcome: {
      title: 'Selamat datang ke Lobby Demo: lebih 600 permainan daripada 20+ penyedia',
      content:
        '<p>Selamat datang! Nikmati <strong>slot, kasino langsung, tembak ikan, sukan dan loteri</strong> daripada PG, JILI, Pragmatic Play dan banyak lagi.</p><p>Baru di sini? <a href="/m/register">Daftar</a> dan tuntut bonus alu-aluan.</p>',
    },
    maintenance: {
      title: 'Penyelenggaraan berjadual meja langsung Evolution pada Selasa 02:00–04:00 UTC',
      content:
        '<p>Meja langsung Evolution tidak dapat digunakan semasa penyelenggaraan penyedia:</p><ul><li>Selasa 02:00–04:00 UTC</li><li>Taruhan yang masih terbuka diselesaikan sebelum meja ditutup</li></ul><p>Semua permainan lain kekal dibuka.</p>',
    },
    'register-gift': {
      title: 'Daftar hari ini dan terima pek putaran percuma slot PG',
      content:
        '<p>Setiap ahli baharu menerima <strong>20 putaran percuma</strong> pada slot PG Soft terpilih selepas mengesahkan nombor telefon bimbit.</p>',
    },
    verification: {
      title: 'Sahkan akaun anda sebelum pengeluaran pertama',
      content:
        '<p>Untuk keselamatan wang anda, kami mengesahkan setiap akaun sekali sebelum pengeluaran pertama:</p><ol><li>Sahkan nombor telefon bimbit anda</li><li>Tambah nama pemegang akaun bank</li><li>Muat naik gambar dokumen pengenalan (png atau jpg, sehingga 5 MB)</li></ol><p>Baca lanjut di <a href="/m/help?i=2">pusat bantuan</a>.</p>',
    },
    responsible: {
      title: 'Bermain secara bertanggungjawab: had dan rehat hanya dengan satu mesej',
      content:
        '<p>Anda boleh meminta <strong>had deposit</strong>, <strong>rehat bermain</strong> atau <strong>pengecualian diri</strong> pada bila-bila masa.</p><p>Lihat <a href="/m/help?i=3">Perjudian bertanggungjawab</a> atau hubungi <a href="/m/feedback">khidmat pelanggan</a>.</p>',
    },
    'popup-weekend': {
      title: 'Bonus tambah nilai hujung minggu: 50% sehingga 500',
      content:
        '<h3>Tambah nilai hujung minggu</h3><p>Buat deposit antara Jumaat 18:00 dan Ahad 23:59 dan terima <strong>bonus 50% sehingga 500</strong>.</p><ul><li>Deposit minimum 20</li><li>Turnover 10× bonus pada slot dan tembak ikan</li></ul><p><a href="/m/activity">Lihat promosi</a></p>',
    },
    'promo-fishing': {
      title: 'Minggu Heboh Tembak Ikan: tangkap paus emas untuk 500×',
      content:
        '<p>Sepanjang minggu paus emas membayar <strong>500×</strong> dalam permainan tembak ikan Fa Chai dan JILI.</p><ul><li>Hadiah papan pendahulu untuk 50 pemburu teratas</li><li>Hadiah dikreditkan setiap Isnin</li></ul><p><a href="/m/gameList?gameType=FISH">Main tembak ikan</a></p>',
    },
    'promo-referral': {
      title: 'Jemput rakan dan dapatkan sebahagian daripada deposit pertama mereka',
      content:
        '<p>Kongsi kod jemputan anda: apabila rakan mendaftar dan membuat deposit, anda menerima <strong>10% daripada deposit pertama</strong>.</p><p>Cari kod anda di <a href="/m/member/home">Pusat ahli</a>.</p>',
    },
  },
  banners: {
    1001: {
      title: 'Bonus Alu-aluan 100%',
      subtitle: 'Gandakan deposit pertama sehingga 5,000',
      cta: 'Tuntut sekarang',
    },
    1002: {
      title: 'Minggu Heboh Tembak Ikan',
      subtitle: 'Tangkap paus emas untuk 500x',
      cta: 'Buru sekarang',
    },
    1003: {
      title: 'Lotto Vietnam 45s',
      subtitle: 'Cabutan setiap 45 saat, keputusan masa nyata',
      cta: 'Buat taruhan',
    },
    1004: { title: 'Roket Meluncur', subtitle: 'Tunaikan sebelum roket terbang pergi', cta: 'Lancarkan' },
    1005: {
      title: 'Piala Poker Masters',
      subtitle: 'Meja mingguan dengan kumpulan hadiah 100,000',
      cta: 'Ambil tempat',
    },
    2001: {
      title: 'Malam Bakarat Langsung',
      subtitle: 'Peniaga sebenar dan meja squeeze, 24/7',
      cta: 'Sertai meja',
    },
    2002: { title: 'Rolet Kilat', subtitle: 'Nombor bertuah membayar sehingga 500x', cta: 'Putar langsung' },
    2003: {
      title: 'AE Sexy Naga Harimau',
      subtitle: 'Satu kad setiap pihak, yang lebih tinggi menang',
      cta: 'Main langsung',
    },
    3001: { title: 'Sukan', subtitle: 'Setiap perlawanan, odds langsung', cta: 'Buat taruhan' },
    3002: { title: 'Kasino Langsung', subtitle: 'Bakarat, rolet dan banyak lagi', cta: 'Masuk' },
    3003: { title: 'Sabung Ayam', subtitle: 'Perlawanan derby disiarkan langsung', cta: 'Tonton' },
    3004: { title: 'E-Sukan', subtitle: 'MOBA, permainan tembak dan e-bola sepak', cta: 'Buat taruhan' },
  },
};
