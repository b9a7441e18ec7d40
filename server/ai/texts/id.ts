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
  keywords: {
    password: ['kata sandi', 'sandi', 'password*'],
    withdraw: ['penarikan', 'tarik dana', 'tarik saldo', 'menarik dana', 'withdraw*', 'wd'],
    deposit: ['deposit*', 'setor*', 'isi saldo', 'top up', 'topup'],
    thanks: ['terima kasih', 'makasih', 'trims', 'thanks'],
    greeting: ['halo', 'hai', 'hi', 'selamat pagi', 'selamat siang', 'selamat sore', 'selamat malam'],
  },
  spaced: true,
};
