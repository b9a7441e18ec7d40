import { oneOf, type IntentLexicon } from '../lexicon';

/** Indonesian, with the chat spellings customers use ("gak", "blm", "wd", "depo"). */
export const ID_LEXICON: IntentLexicon = {
  human: oneOf(`
    cs | customer service | customer care | layanan pelanggan | admin | mimin | operator | petugas | agen
    staf | staff | pegawai | karyawan | manusia | orang asli | orang beneran | orang sungguhan
    orang langsung | live chat | livechat | hubungkan saya | sambungkan saya | bukan bot
  `),
  appeal: oneOf(`
    banding | ajukan keberatan | mengajukan keberatan | saya keberatan | sanggah* | tidak adil | gak adil
    ga adil | nggak adil | ngga adil | bukan pelanggaran | tidak melanggar | gak melanggar | ga melanggar
    nggak melanggar | tidak pernah melanggar | gak pernah melanggar | tidak ada pelanggaran | tinjau ulang
    ditinjau ulang | peninjauan ulang | dituduh | cabut sanksi | cabut hukuman | hapus pelanggaran
    hapus sanksi | unban
  `),
  technical: oneOf(`
    bug | ngebug | bugnya | glitch | error | eror | erorr | errornya | tombol tidak berfungsi
    tombol gak berfungsi | tombol ga berfungsi | tombol nggak berfungsi | fitur tidak berfungsi
    fitur gak berfungsi | menu tidak berfungsi | tombol tidak bisa diklik | tombol gak bisa diklik
    tombol ga bisa diklik | tombolnya gak bisa diklik | tombol tidak bisa ditekan | tombol gak bisa ditekan
    tombol tidak bisa dipencet | tombol gak bisa dipencet | tombol ga bisa dipencet | diklik tidak ada respon
    diklik gak ada respon | tombol tidak jalan | tombol gak jalan | fitur rusak | fitur tidak jalan
    tampilan berantakan | salah ketik | typo
  `),
  subjects: {
    withdrawal: oneOf(`
      penarikan | tarik | narik | menarik dana | menarik saldo | wd | withdraw* | pencairan | cair | cairkan
      dicairkan
    `),
    topUp: oneOf(`
      deposit* | depo | isi saldo | ngisi saldo | top up | topup | top-up | setor* | isi ulang | tambah saldo
    `),
    payment: oneOf(`
      pembayaran | bayar | membayar | refund | pengembalian dana | uang kembali | tagihan | ditagih
      terpotong dua kali | kepotong dua kali | dipotong dua kali | terpotong 2x | kepotong 2x | dipotong 2x
      potong dua kali
    `),
  },
  problem: oneOf(`
    belum masuk | blm masuk | belom masuk | tidak masuk | gak masuk | ga masuk | gk masuk | nggak masuk
    ngga masuk | belum diterima | blm diterima | tidak diterima | belum terima | belum nerima | belum sampai
    belum nyampe | gak nyampe | belum cair | blm cair | gak cair | ga cair | tidak cair | belum dapat
    belum dapet | blm dapat | gak dapet | ga dapet | hilang | raib | lenyap | terpotong | kepotong | dipotong
    dua kali | 2x | double | dobel | nominal salah | nominalnya salah | jumlah salah | jumlahnya salah
    tidak sesuai | gak sesuai | masuknya kurang | kurang masuk | masih menunggu | masih nunggu | nunggu lama
    menunggu lama | masih pending | pending terus | pending lama | nyangkut | tersangkut
    saldo tidak bertambah | saldo belum bertambah | saldo gak nambah | saldo ga nambah | saldo berkurang
    kok belum | belum juga | gagal | ditolak | tidak bisa tarik | gak bisa tarik | tidak bisa wd | gak bisa wd
    ga bisa wd | gabisa wd
  `),
  greeting: oneOf(`
    halo | hallo | helo | hello | hai | hi | hei | hey | pagi | siang | sore | malam | permisi
    assalamualaikum | assalamu'alaikum | asalamualaikum | salam | ping
  `),
  thanks: oneOf(`
    terima kasih | terimakasih | trima kasih | trimakasih | makasih | makasi | mksh | mks | trims | tq | thx
    thanks | thank you | thank u | tengkyu | tenkyu | suwun | nuhun
  `),
};
