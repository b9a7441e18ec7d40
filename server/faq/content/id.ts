import type { FaqLocaleContent } from './catalog';

export const ID: FaqLocaleContent = {
  types: {
    account: 'Akun & kata sandi',
    deposits: 'Deposit & isi saldo',
    withdrawals: 'Penarikan',
    security: 'Keamanan',
    app: 'Masalah aplikasi',
  },
  questions: {
    forgotPassword: {
      title: 'Saya lupa kata sandi. Bagaimana cara mengaturnya ulang?',
      answer:
        '<p>Di layar masuk, ketuk <b>Lupa kata sandi</b> lalu masukkan nomor telepon atau email akun Anda.</p><ul><li>Kami mengirim kode 6 digit yang berlaku 10 menit.</li><li>Masukkan kode dan buat kata sandi baru minimal 8 karakter.</li></ul><p>Belum menerima kode setelah 2 menit? Periksa folder spam atau minta kode baru.</p>',
    },
    changePhone: {
      title: 'Bagaimana cara mengganti nomor telepon akun saya?',
      answer:
        '<p>Buka <b>Profil → Keamanan → Nomor telepon</b>. Kami mengirim kode ke nomor lama terlebih dahulu, lalu ke nomor baru.</p><p>Jika nomor lama sudah tidak aktif, hubungi CS dan siapkan kartu identitas Anda.</p>',
    },
    accountLocked: {
      title: 'Mengapa akun saya terkunci?',
      answer:
        '<p>Demi keamanan, akun dikunci selama 30 menit setelah <b>5 kali salah kata sandi</b> berturut-turut.</p><p>Tunggu 30 menit atau atur ulang kata sandi. Jika masih terkunci, hubungi CS.</p>',
    },
    depositNotArrived: {
      title: 'Deposit saya belum masuk. Apa yang harus saya lakukan?',
      answer:
        '<p>Sebagian besar deposit masuk dalam <b>5 menit</b>; transfer bank bisa memakan waktu hingga 2 jam.</p><ul><li>Pastikan pembayaran berstatus berhasil di aplikasi bank atau dompet digital Anda.</li><li>Simpan bukti pembayaran atau tangkapan layar.</li></ul><p>Belum masuk setelah 2 jam? Hubungi CS dan kirim nomor pesanan serta bukti pembayaran.</p>',
    },
    depositMethods: {
      title: 'Metode pembayaran apa saja yang bisa dipakai untuk isi saldo?',
      answer:
        '<p>Anda bisa isi saldo dengan <b>kartu bank</b>, <b>transfer bank</b>, dan dompet digital yang tampil di halaman isi saldo. Pilihan tergantung negara Anda.</p><p>Selalu bayar dari rekening atas nama Anda sendiri.</p>',
    },
    depositLimits: {
      title: 'Apakah ada jumlah minimum atau maksimum isi saldo?',
      answer:
        '<p>Batas ditampilkan di halaman isi saldo di samping setiap metode pembayaran. Penyedia pembayaran Anda juga bisa memiliki batas harian yang lebih rendah.</p>',
    },
    withdrawalTime: {
      title: 'Berapa lama proses penarikan?',
      answer:
        '<p>Setelah Anda mengajukan penarikan, permintaan ditinjau lalu dibayarkan. Tahap pembayaran memakan waktu <b>10 sampai 20 menit</b>.</p><ul><li>Sedang ditinjau: kami memeriksa permintaan Anda.</li><li>Diproses: dana sedang dikirim ke rekening Anda.</li><li>Berhasil: dana sudah dibayarkan.</li></ul>',
    },
    withdrawalFailed: {
      title: 'Penarikan saya gagal. Di mana uang saya?',
      answer:
        '<p>Jika penarikan gagal, dana <b>dikembalikan ke saldo Anda</b> secara otomatis. Periksa data rekening Anda lalu coba lagi.</p>',
    },
    withdrawalOnHold: {
      title: 'Mengapa penarikan saya ditahan atau ditandai pelanggaran?',
      answer:
        '<p>Penarikan bisa ditahan untuk pemeriksaan keamanan tambahan. Pesanan yang ditandai <b>pesanan pelanggaran</b> melanggar aturan platform.</p><p>Jika menurut Anda ini keliru, hubungi CS dan ajukan banding untuk pesanan tersebut.</p>',
    },
    twoStep: {
      title: 'Bagaimana cara mengaktifkan verifikasi dua langkah?',
      answer:
        '<p>Buka <b>Profil → Keamanan → Verifikasi dua langkah</b> dan ikuti langkahnya dengan aplikasi autentikator.</p><p>Pelajari lebih lanjut tentang <a href="https://id.wikipedia.org/wiki/Autentikasi_multifaktor">verifikasi dua langkah</a>.</p>',
    },
    suspiciousLogin: {
      title: 'Ada login yang tidak saya kenali. Apa yang harus saya lakukan?',
      answer:
        '<ul><li>Segera <b>ganti kata sandi</b> Anda.</li><li>Keluar dari semua perangkat lain di Profil → Keamanan.</li><li>Aktifkan verifikasi dua langkah.</li></ul><p>Lalu hubungi CS agar kami dapat memeriksa akun Anda.</p>',
    },
    phishing: {
      title: 'Apakah CS akan meminta kata sandi atau kode saya?',
      answer:
        '<p><b>Tidak pernah.</b> Petugas kami tidak pernah meminta kata sandi atau kode verifikasi Anda. Jangan berikan kepada siapa pun, meskipun mengaku dari CS.</p>',
    },
    appCrash: {
      title: 'Aplikasi tertutup sendiri atau macet. Bagaimana cara mengatasinya?',
      answer:
        '<ul><li>Perbarui aplikasi ke versi terbaru.</li><li>Mulai ulang ponsel Anda.</li><li>Kosongkan sebagian ruang penyimpanan.</li></ul><p>Jika masih terjadi, hubungi CS dan sebutkan model ponsel Anda.</p>',
    },
    blankScreen: {
      title: 'Aplikasi menampilkan layar kosong',
      answer: '<p>Tutup aplikasi sepenuhnya lalu buka kembali. Jika layar tetap kosong, instal ulang aplikasi.</p>',
    },
  },
};
