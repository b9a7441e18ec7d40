import type { AssistantTexts } from './types';

export const ID: AssistantTexts = {
  welcome:
    'Halo! Saya asisten layanan pelanggan. Silakan ajukan pertanyaan Anda, atau pilih salah satu pertanyaan umum di bawah ini.',
  questions: {
    password: 'Bagaimana cara mengatur ulang kata sandi?',
    deposit: 'Deposit saya belum masuk',
    withdraw: 'Berapa lama proses penarikan dana?',
  },
  answers: {
    greeting: 'Halo! Ada yang bisa saya bantu hari ini?',
    thanks: 'Sama-sama! Ada lagi yang bisa saya bantu?',
    password:
      'Untuk mengatur ulang kata sandi, buka Pengaturan › Keamanan di aplikasi, lalu ketuk "Lupa kata sandi". Kami akan mengirim kode verifikasi ke nomor telepon atau email yang terdaftar; masukkan kode tersebut, lalu buat kata sandi baru.',
    deposit:
      'Deposit biasanya masuk dalam beberapa menit. Jika deposit Anda belum masuk setelah 30 menit, kirimkan nomor pesanan dan tangkapan layar bukti pembayaran, nanti saya bantu periksa.',
    withdraw:
      'Penarikan dana ditinjau terlebih dahulu, lalu masuk ke tahap pembayaran yang memakan waktu 10 sampai 20 menit. Anda dapat memantau statusnya di riwayat penarikan.',
  },
  fallback:
    'Terima kasih, pertanyaan Anda sudah saya terima, tetapi saya belum punya jawaban yang tepat. Agen kami dapat membantu Anda untuk hal ini.',
  replies: {
    human: 'Saya akan menghubungkan Anda dengan agen layanan pelanggan. Mohon tunggu sebentar.',
    technical:
      'Mohon maaf atas kendalanya. Saya akan membuat laporan teknis agar tim kami dapat memeriksanya. Ceritakan apa yang terjadi dan lampirkan tangkapan layar jika bisa.',
    withdrawal:
      'Sepertinya ada masalah dengan penarikan dana Anda. Saya akan membuat permintaan agar tim kami dapat memeriksanya.',
    topUp:
      'Sepertinya ada masalah dengan top up atau deposit Anda. Saya akan membuat permintaan agar tim kami dapat memeriksanya.',
    appeal:
      'Anda dapat mengajukan banding atas pelanggaran. Saya akan membuat pengajuan banding agar tim kami dapat meninjaunya.',
    payment:
      'Sepertinya ada masalah dengan pembayaran Anda. Saya akan membuat permintaan agar tim kami dapat memeriksanya.',
  },
  sameQuestion: 'Sepertinya Anda sudah menanyakan hal ini. Apakah maksud Anda salah satu dari pertanyaan berikut?',
  startOver: 'Baik, mari kita mulai dari awal. Ada yang bisa saya bantu?',
  notUnderstood: 'Tidak dapat memahami permintaan Anda, silakan jelaskan lebih detail',
  commonWords: [
    'saya',
    'aku',
    'anda',
    'kamu',
    'kami',
    'ini',
    'itu',
    'di',
    'ke',
    'dari',
    'dan',
    'atau',
    'yang',
    'untuk',
    'dengan',
    'tidak',
    'nggak',
    'gak',
    'ya',
    'bisa',
    'mau',
    'ingin',
    'perlu',
    'ada',
    'sudah',
    'belum',
    'apa',
    'kenapa',
    'mengapa',
    'bagaimana',
    'gimana',
    'kapan',
    'dimana',
    'mana',
    'tolong',
    'bantu',
    'akun',
    'uang',
    'saldo',
    'ok',
  ],
  keywords: {
    password: ['kata sandi', 'sandi', 'password*'],
    withdraw: ['berapa lama', 'waktu proses', 'sedang ditinjau'],
    deposit: ['belum masuk', 'tambah saldo'],
    thanks: ['terima kasih', 'makasih', 'trims', 'thanks'],
    greeting: ['halo', 'hai', 'hi', 'selamat pagi', 'selamat siang', 'selamat sore', 'selamat malam'],
  },
  triggers: {
    human: ['agen', 'manusia', 'cs', 'operator', 'petugas', 'customer service'],
    technical: ['bug', 'error', 'eror', 'crash', 'macet', 'hang', 'force close'],
    withdrawal: ['penarikan', 'tarik dana', 'tarik saldo', 'menarik dana', 'pencairan', 'withdraw*', 'wd'],
    topUp: ['deposit*', 'setor*', 'isi saldo', 'top up', 'topup'],
    appeal: ['banding', 'pelanggaran'],
    payment: ['pembayaran', 'refund', 'pengembalian dana'],
  },
  spaced: true,
};
