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
  },
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
  stillNotUnderstood:
    'Saya masih belum menemukan jawabannya. Mau bicara dengan petugas? Anda juga bisa bertanya dengan kata-kata lain.',
  noAgentOnline:
    'Saat ini tidak ada petugas yang online. Anda bisa meninggalkan pesan, dan petugas akan membalas begitu kembali.',
  pictureAdded:
    'Terima kasih, gambar Anda sudah saya tambahkan ke permintaan Anda. Buka formulir di atas untuk memeriksa dan mengirimnya.',
  notUnderstood: 'Tidak dapat memahami permintaan Anda, silakan jelaskan lebih detail',
};
