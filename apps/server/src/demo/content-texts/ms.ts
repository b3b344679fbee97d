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
  inbox: {
    welcome: {
      title: 'Selamat datang ke Lobby Demo',
      content:
        '<p>Selamat datang! Akaun anda sudah sedia. Terokai <a href="/m/home">laman utama</a>, cuba permainan secara percuma dan tuntut tawaran alu-aluan di <a href="/m/activity">halaman promosi</a>.</p>',
    },
    security: {
      title: 'Pastikan akaun anda selamat',
      content:
        '<p>Kami <strong>tidak akan sesekali</strong> meminta kata laluan atau kod pengesahan anda. Tukar kata laluan anda dengan segera jika ada sesuatu yang mencurigakan.</p>',
    },
    weekend: {
      title: 'Bonus hujung minggu kini bermula',
      content:
        '<p>Buat deposit pada hujung minggu ini dan dapatkan <strong>bonus 20%</strong> untuk slot dan permainan memancing.</p>',
    },
  },
  activities: {
    'welcome-bonus': {
      title: 'Bonus alu-aluan: 10.00 percuma',
      summary: 'Sertai dan tuntut 10.00 terus ke dompet anda',
      content:
        '<p>Baru di sini? Sertai promosi ini dan <strong>bonus alu-aluan 10.00</strong> boleh dituntut serta-merta.</p><ul><li>Satu tuntutan bagi setiap ahli</li><li>Dikreditkan ke dompet anda</li></ul>',
    },
    'weekend-reload': {
      title: 'Tambah nilai hujung minggu: bonus 25.00',
      summary: 'Beritahu kami permainan kegemaran anda; penyertaan yang diluluskan dapat 25.00',
      content:
        '<p>Sertai dengan catatan ringkas yang menamakan permainan kegemaran anda. Pasukan kami menyemak setiap penyertaan dalam masa sehari; penyertaan yang diluluskan boleh menuntut <strong>25.00</strong>.</p>',
    },
    'first-deposit-cashback': {
      title: 'Pulangan tunai deposit pertama 15.00',
      summary: 'Disemak selepas deposit pertama anda, kemudian dibayar',
      content:
        '<p>Buat deposit pertama anda dan sertai: sebaik sahaja pasukan kami menyemak deposit itu, pulangan tunai <strong>15.00</strong> dibayar.</p>',
    },
    'slots-tournament': {
      title: 'Kejohanan slot bulanan',
      summary: 'Sertai perlumbaan papan pendahulu di slot PG dan JILI',
      content:
        '<p>Sertai untuk mengambil bahagian dalam kejohanan slot bulanan. Setiap pertaruhan pada slot PG dan JILI dikira di <a href="/m/leaderBoard">papan pendahulu</a>.</p>',
    },
    'lucky-spin-festival': {
      title: 'Pesta putaran bertuah',
      summary: 'Pesta telah tamat; terima kasih kerana bermain',
      content: '<p>Pesta putaran bertuah telah tamat. Nantikan pesta seterusnya di halaman ini.</p>',
    },
  },
  help: {
    terms: {
      title: 'Terma dan syarat',
      content:
        '<h3>Terma dan syarat</h3><p>Dengan membuka akaun, anda menerima terma berikut.</p><ol><li>Anda berumur <strong>{age} tahun ke atas</strong> dan perjudian adalah sah di tempat anda bermain.</li><li>Anda hanya memiliki satu akaun atas nama sendiri dan merahsiakan kata laluan anda.</li><li>Deposit dan pengeluaran menggunakan akaun atas nama anda sahaja; kami mungkin mengesahkan identiti anda sebelum membuat bayaran.</li><li>Bonus tertakluk pada syarat yang dinyatakan dalam setiap promosi; penyalahgunaan membatalkan bonus dan kemenangannya.</li><li>Setiap pusingan permainan ditentukan oleh keputusan penyedia permainan; pusingan yang terganggu disambung semula atau dibayar balik.</li><li>Kami boleh menutup akaun yang melanggar terma ini; baki yang bukan wang bonus akan dibayar.</li></ol><p>Ada soalan? Tanya <a href="/m/feedback">khidmat pelanggan</a>.</p>',
    },
    deposits: {
      title: 'Deposit',
      content:
        '<h3>Cara membuat deposit</h3><ol><li>Log masuk dan ketik <strong>Deposit</strong> di bahagian atas.</li><li>Pilih saluran pembayaran dan masukkan jumlah.</li><li>Ikut arahan saluran tersebut; baki dikemas kini sebaik sahaja pembayaran disahkan.</li></ol><h4>Perlu tahu</h4><ul><li>Deposit adalah percuma; minimum 10.</li><li>Bayar hanya dari akaun atas nama anda; bayaran pihak ketiga akan dipulangkan.</li><li>Bayaran belum masuk selepas 30 minit: hantar resit kepada <a href="/m/feedback">khidmat pelanggan</a>.</li></ul>',
    },
    withdrawals: {
      title: 'Pengeluaran',
      content:
        '<h3>Cara membuat pengeluaran</h3><ol><li>Ketik <strong>Pengeluaran</strong> dalam menu sisi.</li><li>Pilih akaun bank yang disimpan dalam profil anda dan masukkan jumlah.</li><li>Sahkan dengan kata laluan pembayaran anda.</li></ol><h4>Sebelum pengeluaran pertama</h4><ul><li>Akaun anda disahkan sekali: nombor telefon bimbit, nama pemegang akaun dan dokumen pengenalan.</li><li>Deposit mesti dipertaruhkan sekurang-kurangnya sekali sebelum boleh dikeluarkan.</li><li>Kebanyakan pengeluaran dibayar dalam 15 minit; pindahan bank mungkin mengambil masa sehingga satu hari bekerja.</li></ul>',
    },
    'responsible-gambling': {
      title: 'Perjudian bertanggungjawab',
      content:
        '<h3>Bermain untuk hiburan, bukan untuk wang</h3><p>Anda mesti berumur <strong>{age} tahun ke atas</strong> untuk membuka akaun, dan 21 tahun ke atas jika undang-undang negara anda menetapkan umur itu. Kami menyemak umur dan identiti sebelum pengeluaran pertama dan menutup akaun milik bawah umur.</p><h4>Alat yang boleh anda minta pada bila-bila masa</h4><ul><li><strong>Had deposit</strong> harian, mingguan atau bulanan: had lebih rendah berkuat kuasa serta-merta, had lebih tinggi selepas 24 jam.</li><li><strong>Peringatan masa</strong>: peringatan masa bermain setiap 30 atau 60 minit.</li><li><strong>Rehat bermain</strong>: rehat dari 24 jam hingga 6 minggu.</li><li><strong>Pengecualian diri</strong> selama 6 bulan, 1 tahun atau 5 tahun; akaun tidak boleh dibuka semula dalam tempoh itu dan promosi dihentikan serta-merta.</li></ul><h4>Tanda amaran</h4><ul><li>Mengejar kekalahan atau bermain dengan wang untuk bil</li><li>Bermain lebih lama daripada dirancang, atau merahsiakannya daripada keluarga</li></ul><p>Minta <a href="/m/feedback">khidmat pelanggan</a> untuk menetapkan had, atau dapatkan bantuan percuma dan sulit daripada <a href="https://www.begambleaware.org">BeGambleAware</a> atau <a href="https://www.gamblersanonymous.org">Gamblers Anonymous</a>.</p>',
    },
    'account-security': {
      title: 'Keselamatan akaun',
      content:
        '<h3>Pastikan akaun anda selamat</h3><ul><li>Gunakan kata laluan panjang yang tidak digunakan di tempat lain; frasa beberapa perkataan adalah pilihan yang baik.</li><li>Kami <strong>tidak akan sesekali</strong> meminta kata laluan atau kod pengesahan anda melalui telefon, sembang atau e-mel.</li><li>Log keluar pada peranti kongsi dan jangan biarkan pelayar mengingati kata laluan anda di situ.</li><li>Menukar kata laluan menamatkan semua sesi lain akaun anda.</li></ul><p>Ada yang tidak kena? Tukar kata laluan segera dan maklumkan kepada <a href="/m/feedback">khidmat pelanggan</a>.</p>',
    },
    bonuses: {
      title: 'Bonus dan promosi',
      content:
        '<h3>Cara bonus berfungsi</h3><ul><li>Setiap promosi menyenaraikan deposit minimum, jumlah bonus dan <strong>syarat turnover</strong> di <a href="/m/activity">halaman promosi</a>.</li><li>Turnover 10× bermaksud jumlah taruhan sepuluh kali ganda bonus sebelum ia boleh dikeluarkan.</li><li>Slot dan tembak ikan dikira sepenuhnya; kasino langsung dan sukan dikira 10%.</li><li>Satu bonus pada satu masa; bonus baharu bermula apabila yang sebelumnya selesai atau dibatalkan.</li></ul>',
    },
    contact: {
      title: 'Hubungi kami',
      content:
        '<h3>Kami sedia membantu 24 jam</h3><ul><li><strong>Sembang langsung</strong>: butang sembang di bahagian kanan bawah halaman utama.</li><li><strong>WhatsApp</strong>: <a href="https://wa.me/15550100000">+1 555 010 0000</a></li><li><strong>Maklum balas</strong>: hantar mesej bersama tangkapan skrin dari <a href="/m/feedback">halaman maklum balas</a>.</li></ul><p>Sila sediakan nama pengguna anda; kami tidak pernah memerlukan kata laluan anda.</p>',
    },
  },
};
