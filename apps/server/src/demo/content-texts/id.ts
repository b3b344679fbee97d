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
  inbox: {
    welcome: {
      title: 'Selamat datang di Lobby Demo',
      content:
        '<p>Selamat datang! Akun Anda sudah siap. Jelajahi <a href="/m/home">beranda</a>, coba main gratis, dan klaim penawaran sambutan di <a href="/m/activity">halaman promosi</a>.</p>',
    },
    security: {
      title: 'Jaga keamanan akun Anda',
      content:
        '<p>Kami <strong>tidak pernah</strong> meminta kata sandi atau kode verifikasi Anda. Segera ganti kata sandi jika ada yang mencurigakan.</p>',
    },
    weekend: {
      title: 'Bonus akhir pekan sudah dimulai',
      content:
        '<p>Deposit akhir pekan ini dan dapatkan <strong>bonus 20%</strong> untuk slot dan game tembak ikan.</p>',
    },
  },
  activities: {
    'welcome-bonus': {
      title: 'Bonus sambutan: gratis 10.00',
      summary: 'Ikuti dan klaim 10.00 langsung ke dompet Anda',
      content:
        '<p>Baru di sini? Ikuti promosi ini dan <strong>bonus sambutan 10.00</strong> langsung bisa Anda klaim.</p><ul><li>Satu kali klaim per member</li><li>Masuk ke dompet Anda</li></ul>',
    },
    'weekend-reload': {
      title: 'Reload akhir pekan: bonus 25.00',
      summary: 'Sebutkan game favorit Anda; peserta yang disetujui dapat 25.00',
      content:
        '<p>Ikuti dengan catatan singkat berisi game favorit Anda. Tim kami meninjau setiap pendaftaran dalam satu hari; pendaftaran yang disetujui bisa mengklaim <strong>25.00</strong>.</p>',
    },
    'first-deposit-cashback': {
      title: 'Cashback deposit pertama 15.00',
      summary: 'Ditinjau setelah deposit pertama Anda, lalu dibayarkan',
      content:
        '<p>Lakukan deposit pertama Anda lalu ikuti: setelah tim kami memeriksa deposit tersebut, cashback <strong>15.00</strong> dibayarkan.</p>',
    },
    'slots-tournament': {
      title: 'Turnamen slot bulanan',
      summary: 'Ikuti persaingan papan peringkat di slot PG dan JILI',
      content:
        '<p>Ikuti untuk bergabung dalam turnamen slot bulanan. Setiap taruhan di slot PG dan JILI dihitung di <a href="/m/leaderBoard">papan peringkat</a>.</p>',
    },
    'lucky-spin-festival': {
      title: 'Festival putaran keberuntungan',
      summary: 'Festival telah berakhir; terima kasih sudah bermain',
      content:
        '<p>Festival putaran keberuntungan telah berakhir. Pantau terus halaman ini untuk festival berikutnya.</p>',
    },
  },
  help: {
    terms: {
      title: 'Syarat dan ketentuan',
      content:
        '<h3>Syarat dan ketentuan</h3><p>Dengan membuka akun, Anda menyetujui syarat berikut.</p><ol><li>Anda berusia <strong>{age} tahun atau lebih</strong> dan perjudian legal di tempat Anda bermain.</li><li>Anda hanya memiliki satu akun atas nama sendiri dan menjaga kerahasiaan kata sandi.</li><li>Deposit dan penarikan hanya memakai rekening atas nama Anda; kami dapat memverifikasi identitas Anda sebelum pembayaran.</li><li>Bonus berlaku dengan syarat yang tertera di setiap promosi; penyalahgunaan membatalkan bonus beserta kemenangannya.</li><li>Setiap ronde permainan mengikuti hasil dari provider game; ronde yang terputus dilanjutkan atau dananya dikembalikan.</li><li>Kami dapat menutup akun yang melanggar syarat ini; saldo yang bukan dana bonus tetap dibayarkan.</li></ol><p>Ada pertanyaan? Hubungi <a href="/m/feedback">layanan pelanggan</a>.</p>',
    },
    deposits: {
      title: 'Deposit',
      content:
        '<h3>Cara deposit</h3><ol><li>Masuk lalu ketuk <strong>Deposit</strong> di bagian atas.</li><li>Pilih metode pembayaran dan masukkan jumlahnya.</li><li>Ikuti petunjuk metode tersebut; saldo langsung bertambah setelah pembayaran dikonfirmasi.</li></ol><h4>Perlu diketahui</h4><ul><li>Deposit gratis tanpa biaya; minimal 10.</li><li>Bayar hanya dari rekening atas nama Anda; pembayaran dari pihak ketiga akan dikembalikan.</li><li>Pembayaran belum masuk setelah 30 menit: kirim bukti transfer ke <a href="/m/feedback">layanan pelanggan</a>.</li></ul>',
    },
    withdrawals: {
      title: 'Penarikan',
      content:
        '<h3>Cara tarik dana</h3><ol><li>Ketuk <strong>Tarik</strong> di menu samping.</li><li>Pilih rekening bank yang tersimpan di profil dan masukkan jumlahnya.</li><li>Konfirmasi dengan kata sandi pembayaran.</li></ol><h4>Sebelum penarikan pertama</h4><ul><li>Akun Anda diverifikasi satu kali: nomor HP, nama pemilik rekening, dan kartu identitas.</li><li>Dana deposit harus dimainkan minimal satu kali sebelum bisa ditarik.</li><li>Sebagian besar penarikan dibayar dalam 15 menit; transfer bank bisa memakan waktu hingga satu hari kerja.</li></ul>',
    },
    'responsible-gambling': {
      title: 'Perjudian yang bertanggung jawab',
      content:
        '<h3>Bermain untuk hiburan, bukan mencari uang</h3><p>Anda harus berusia <strong>{age} tahun atau lebih</strong> untuk membuka akun, dan 21 tahun atau lebih jika hukum negara Anda menetapkan usia tersebut. Kami memeriksa usia dan identitas sebelum penarikan pertama dan menutup akun milik anak di bawah umur.</p><h4>Fitur yang bisa Anda minta kapan saja</h4><ul><li><strong>Batas deposit</strong> per hari, minggu, atau bulan: batas lebih rendah berlaku saat itu juga, batas lebih tinggi setelah 24 jam.</li><li><strong>Pengingat waktu</strong>: pengingat lama bermain setiap 30 atau 60 menit.</li><li><strong>Jeda bermain</strong>: istirahat mulai 24 jam hingga 6 minggu.</li><li><strong>Pengecualian diri</strong> selama 6 bulan, 1 tahun, atau 5 tahun; selama itu akun tidak bisa dibuka kembali dan promosi langsung berhenti.</li></ul><h4>Tanda bahaya</h4><ul><li>Mengejar kekalahan atau bermain dengan uang untuk tagihan</li><li>Bermain lebih lama dari rencana, atau menyembunyikannya dari keluarga</li></ul><p>Minta <a href="/m/feedback">layanan pelanggan</a> untuk memasang batas, atau dapatkan bantuan gratis dan rahasia dari <a href="https://www.begambleaware.org">BeGambleAware</a> atau <a href="https://www.gamblersanonymous.org">Gamblers Anonymous</a>.</p>',
    },
    'account-security': {
      title: 'Keamanan akun',
      content:
        '<h3>Jaga akun Anda tetap aman</h3><ul><li>Gunakan kata sandi panjang yang tidak Anda pakai di tempat lain; frasa dari beberapa kata adalah pilihan bagus.</li><li>Kami <strong>tidak pernah</strong> meminta kata sandi atau kode verifikasi Anda lewat telepon, chat, atau e-mail.</li><li>Keluar dari akun di perangkat bersama, dan jangan biarkan browser mengingat kata sandi di sana.</li><li>Mengganti kata sandi akan mengakhiri semua sesi lain di akun Anda.</li></ul><p>Ada yang mencurigakan? Segera ganti kata sandi dan beri tahu <a href="/m/feedback">layanan pelanggan</a>.</p>',
    },
    bonuses: {
      title: 'Bonus dan promosi',
      content:
        '<h3>Cara kerja bonus</h3><ul><li>Setiap promosi mencantumkan minimal deposit, jumlah bonus, dan <strong>syarat turnover</strong> di <a href="/m/activity">halaman promosi</a>.</li><li>Turnover 10× berarti total taruhan sepuluh kali nilai bonus sebelum bonus bisa ditarik.</li><li>Slot dan tembak ikan dihitung penuh; live casino dan olahraga dihitung 10%.</li><li>Satu bonus dalam satu waktu; bonus baru dimulai setelah bonus sebelumnya selesai atau dibatalkan.</li></ul>',
    },
    contact: {
      title: 'Hubungi kami',
      content:
        '<h3>Kami siap 24 jam</h3><ul><li><strong>Live chat</strong>: tombol chat di kanan bawah halaman utama.</li><li><strong>WhatsApp</strong>: <a href="https://wa.me/15550100000">+1 555 010 0000</a></li><li><strong>Masukan</strong>: kirim pesan beserta tangkapan layar dari <a href="/m/feedback">halaman masukan</a>.</li></ul><p>Siapkan nama pengguna Anda; kami tidak pernah membutuhkan kata sandi Anda.</p>',
    },
  },
};
