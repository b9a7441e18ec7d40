import type { FaqQuestionKey } from '../../../../../server/faq/content/catalog';
import type { LocaleCode } from '../../../../../server/locale';

/**
 * The assistant's evaluation set (issue 27): first messages as real customers of a mobile game/app with a wallet
 * type them into the support chat, 20 per locale, each labelled with what the assistant must do with it.
 *
 * Written by these rules (the labelling rules of /work/tools/issue27-contract.md):
 * - An article key when the customer asks how something works, why something happens or what to do, and that
 *   article answers it; symptoms an article covers go to it. About 13 per locale, each over a different article,
 *   every article at least 4 times over the set.
 * - `human`: asks for a person. `appeal`: wants to appeal or dispute a violation or a penalised withdrawal order
 *   (appeal wins over withdrawal).
 * - `withdrawal`, `topUp`, `payment`: reports a concrete problem with their own transaction (an amount, a date or
 *   time, an order number; charged twice, a refund of a payment). Without such specifics the question goes to the
 *   article instead.
 * - `technical`: a software bug no article covers. `notUnderstood`: keyboard mashing or symbols in that script.
 * - Informal, with the slang, typos and abbreviations customers really use; none is an article title or a close
 *   paraphrase of one, a phrasing stored in the seed, or an example quoted in the issue; no case is ambiguous
 *   between two labels. Written without reading the stored phrasings or the intent lexicons.
 */
export type Expected =
  FaqQuestionKey | 'human' | 'appeal' | 'withdrawal' | 'topUp' | 'payment' | 'technical' | 'notUnderstood';

export interface EvaluationCase {
  locale: LocaleCode;
  question: string;
  expected: Expected;
}

export const EVALUATION_SET: readonly EvaluationCase[] = [
  // CN (zh-CN)
  { locale: 'CN', question: '密码想不起来了，咋整啊，能弄个新的吗', expected: 'forgotPassword' },
  { locale: 'CN', question: '刚才密码输错好几次，现在提示账号锁了，要等多久才能登', expected: 'accountLocked' },
  { locale: 'CN', question: '充了钱半天了余额还是没变，是要再等等吗', expected: 'depositNotArrived' },
  { locale: 'CN', question: '能用支付宝或者微信支付充吗？', expected: 'depositMethods' },
  { locale: 'CN', question: '一次最少能充多少钱啊', expected: 'depositLimits' },
  { locale: 'CN', question: '提现一般多久能到卡上？', expected: 'withdrawalTime' },
  { locale: 'CN', question: '提现那里显示失败，那钱是没了吗？会退回来不', expected: 'withdrawalFailed' },
  { locale: 'CN', question: '我的提现被冻结了，说要额外做安全审核，这是啥情况', expected: 'withdrawalOnHold' },
  { locale: 'CN', question: '想加个二次验证，谷歌验证器在哪绑定？', expected: 'twoStep' },
  { locale: 'CN', question: '收到提醒说有人在外地登了我的号，不是我本人啊', expected: 'suspiciousLogin' },
  {
    locale: 'CN',
    question: '有个自称官方客服的加我微信，让我把短信验证码发给他，靠谱吗',
    expected: 'phishing',
  },
  { locale: 'CN', question: '一进游戏没几秒就自动退出去了，烦死了', expected: 'appCrash' },
  { locale: 'CN', question: '打开app以后整个页面白屏，啥也不显示', expected: 'blankScreen' },
  { locale: 'CN', question: '帮我转人工吧，机器人说不明白', expected: 'human' },
  { locale: 'CN', question: '我的提现单被判违规了，我根本没作弊，我要申诉', expected: 'appeal' },
  {
    locale: 'CN',
    question: '昨晚8点提现了1500，单号WD10023，显示已到账但银行卡一分没收到',
    expected: 'withdrawal',
  },
  { locale: 'CN', question: '今天下午两点充的500块到现在还没进余额，订单号TP10087', expected: 'topUp' },
  { locale: 'CN', question: '同一笔充值银行卡扣了两次款，200块扣了两遍，退我一笔', expected: 'payment' },
  { locale: 'CN', question: '个人资料里改昵称，点保存没反应，一直改不了', expected: 'technical' },
  { locale: 'CN', question: '阿斯蒂芬阿斯顿发的', expected: 'notUnderstood' },

  // US (en-US)
  { locale: 'US', question: 'totally forgot my password lol how do i make a new one', expected: 'forgotPassword' },
  { locale: 'US', question: 'got a new sim card, need to swap the number on my acct', expected: 'changePhone' },
  {
    locale: 'US',
    question: 'tried logging in like 6 times with the wrong pass and now it wont let me in at all',
    expected: 'accountLocked',
  },
  {
    locale: 'US',
    question: 'i added funds but they aint showing in my balance yet, do i just wait?',
    expected: 'depositNotArrived',
  },
  { locale: 'US', question: 'can i use apple pay or paypal to add money?', expected: 'depositMethods' },
  { locale: 'US', question: 'whats the most i can deposit in one go', expected: 'depositLimits' },
  { locale: 'US', question: 'how fast do cashouts usually hit my bank acount?', expected: 'withdrawalTime' },
  { locale: 'US', question: 'my cash out says failed. did the money just vanish??', expected: 'withdrawalFailed' },
  {
    locale: 'US',
    question: "why is my payout frozen for a 'security check'? never had that before",
    expected: 'withdrawalOnHold',
  },
  { locale: 'US', question: 'how do i link google authenticator to my account', expected: 'twoStep' },
  {
    locale: 'US',
    question: 'got an email about a sign in from a device i dont even own, wtf',
    expected: 'suspiciousLogin',
  },
  {
    locale: 'US',
    question: "some guy dm'd me on discord saying hes staff and needs my verification code to fix my account, legit?",
    expected: 'phishing',
  },
  { locale: 'US', question: 'game keeps kicking me out to the home screen every few mins', expected: 'appCrash' },
  { locale: 'US', question: 'can i talk to an actual human pls, not a bot', expected: 'human' },
  {
    locale: 'US',
    question: "my withdrawal got flagged as a violation and I didn't break any rules, I want to dispute it",
    expected: 'appeal',
  },
  {
    locale: 'US',
    question: 'I cashed out $250 on Nov 25 (WD10041), it says completed but nothing showed up in my bank',
    expected: 'withdrawal',
  },
  {
    locale: 'US',
    question: 'deposited $50 this morning around 9am, order TP10055, still not credited',
    expected: 'topUp',
  },
  {
    locale: 'US',
    question: 'my card got charged twice for the same $20 top up, refund one of them',
    expected: 'payment',
  },
  {
    locale: 'US',
    question: 'the dark mode toggle in settings doesnt do anything when i tap it',
    expected: 'technical',
  },
  { locale: 'US', question: 'asdfjkl;; jjjjjj', expected: 'notUnderstood' },

  // BR (pt-BR)
  {
    locale: 'BR',
    question: 'nao lembro minha senha de jeito nenhum, tem como criar outra?',
    expected: 'forgotPassword',
  },
  { locale: 'BR', question: 'troquei de chip, como coloco meu numero novo na conta?', expected: 'changePhone' },
  {
    locale: 'BR',
    question: 'errei a senha varias vezes e agora nao entra mais, quanto tempo tenho q esperar?',
    expected: 'accountLocked',
  },
  {
    locale: 'BR',
    question: 'fiz o pix mas o dinheiro ainda n apareceu no saldo, oq eu faço',
    expected: 'depositNotArrived',
  },
  { locale: 'BR', question: 'da pra depositar com cartão de crédito ou só no pix?', expected: 'depositMethods' },
  { locale: 'BR', question: 'posso colocar só 5 reais ou tem um piso?', expected: 'depositLimits' },
  { locale: 'BR', question: 'pedi saque agora, cai hoje ainda ou demora?', expected: 'withdrawalTime' },
  { locale: 'BR', question: 'meu saque deu erro, o dinheiro volta pro saldo ou perdi?', expected: 'withdrawalFailed' },
  {
    locale: 'BR',
    question: 'meu saque ficou travado pra uma verificação extra de segurança, oq significa isso',
    expected: 'withdrawalOnHold',
  },
  {
    locale: 'BR',
    question: 'apareceu um acesso na minha conta de outro estado, nao fui eu',
    expected: 'suspiciousLogin',
  },
  {
    locale: 'BR',
    question: 'um cara no zap disse q é do suporte e pediu o codigo q chegou por sms, passo pra ele?',
    expected: 'phishing',
  },
  { locale: 'BR', question: 'o jogo fica fechando do nada, ja reiniciei o cel e nada', expected: 'appCrash' },
  { locale: 'BR', question: 'abro o app e fica tudo branco, nao carrega nada', expected: 'blankScreen' },
  { locale: 'BR', question: 'quero falar com um atendente de verdade por favor', expected: 'human' },
  { locale: 'BR', question: 'vcs marcaram meu saque como violação injustamente, quero contestar', expected: 'appeal' },
  {
    locale: 'BR',
    question: 'fiz um saque de R$300 ontem às 15h, pedido WD10032, ta como concluído mas não caiu no banco',
    expected: 'withdrawal',
  },
  {
    locale: 'BR',
    question: 'depositei 100 reais via pix hj 10h e até agora nada no saldo, pedido TP10078',
    expected: 'topUp',
  },
  {
    locale: 'BR',
    question: 'o banco me cobrou duas vezes o mesmo deposito de 50 reais, quero o estorno de uma',
    expected: 'payment',
  },
  {
    locale: 'BR',
    question: 'o botão de copiar o código de convite não funciona, clico e nada acontece',
    expected: 'technical',
  },
  { locale: 'BR', question: 'asdçlkjasd ççç ~~', expected: 'notUnderstood' },

  // ID (id-ID)
  { locale: 'ID', question: 'min aku lupa pw nih, gimana bikin yg baru?', expected: 'forgotPassword' },
  { locale: 'ID', question: 'nomor hp lama udah hangus, mau ganti ke nomor baru gmn?', expected: 'changePhone' },
  {
    locale: 'ID',
    question: 'akun ku kekunci gara2 salah masukin sandi berkali2, kapan bisa kebuka?',
    expected: 'accountLocked',
  },
  {
    locale: 'ID',
    question: 'udah transfer buat deposit tp saldo belum nambah juga, harus gimana?',
    expected: 'depositNotArrived',
  },
  { locale: 'ID', question: 'bisa top up pake DANA atau OVO gak?', expected: 'depositMethods' },
  { locale: 'ID', question: 'wd biasanya berapa menit sih masuk ke rekening?', expected: 'withdrawalTime' },
  { locale: 'ID', question: 'wd ku statusnya gagal, duitnya balik ke saldo gak sih?', expected: 'withdrawalFailed' },
  {
    locale: 'ID',
    question: 'wd aku nyangkut, katanya lagi dicek keamanan tambahan, maksudnya apa?',
    expected: 'withdrawalOnHold',
  },
  { locale: 'ID', question: 'cara pasang google authenticator di akun gimana ya kak', expected: 'twoStep' },
  {
    locale: 'ID',
    question: 'ada yg login ke akun saya dari hp lain, bukan saya, harus ngapain',
    expected: 'suspiciousLogin',
  },
  {
    locale: 'ID',
    question: 'ada yg ngaku admin minta kode OTP saya lewat wa, aman gak dikasih?',
    expected: 'phishing',
  },
  { locale: 'ID', question: 'aplikasinya keluar sendiri terus pas lagi main, ngeselin', expected: 'appCrash' },
  { locale: 'ID', question: 'buka apk cuma layar putih doang gak muncul apa2', expected: 'blankScreen' },
  { locale: 'ID', question: 'kak tolong sambungin ke CS manusia dong', expected: 'human' },
  {
    locale: 'ID',
    question: 'order penarikan saya dikenai pelanggaran padahal gak curang, saya mau ajukan banding',
    expected: 'appeal',
  },
  {
    locale: 'ID',
    question: 'tgl 25 kemarin wd 500rb, no order WD10019, status berhasil tapi rekening BCA gak masuk',
    expected: 'withdrawal',
  },
  {
    locale: 'ID',
    question: 'tadi jam 2 siang depo 100rb, order TP10066, saldo belum masuk sampe skrg',
    expected: 'topUp',
  },
  {
    locale: 'ID',
    question: 'saldo gopay kepotong 2x buat 1 transaksi 50rb, minta refund yg satu',
    expected: 'payment',
  },
  {
    locale: 'ID',
    question: 'fitur ganti foto profil error terus, tiap upload muncul tulisan gagal',
    expected: 'technical',
  },
  { locale: 'ID', question: 'asdfghjkl qwertyy zxcv', expected: 'notUnderstood' },

  // JP (ja-JP)
  { locale: 'JP', question: 'パスワード忘れちゃった…新しいのにするにはどこから？', expected: 'forgotPassword' },
  {
    locale: 'JP',
    question: '機種変で番号も変わったんだけど、登録してる番号ってどうやって変えるの？',
    expected: 'changePhone',
  },
  { locale: 'JP', question: 'パスワード何回か間違えたらログインできなくなった。いつ戻る？', expected: 'accountLocked' },
  { locale: 'JP', question: 'チャージしたのに残高増えてないんだけど、どうしたらいい？', expected: 'depositNotArrived' },
  { locale: 'JP', question: 'PayPayとかコンビニ払いでチャージできる？', expected: 'depositMethods' },
  { locale: 'JP', question: '1回でいくらまで入金できますか', expected: 'depositLimits' },
  { locale: 'JP', question: '出金って申請したら何分くらいで振り込まれるの？', expected: 'withdrawalTime' },
  { locale: 'JP', question: '出金がセキュリティ確認で止まってるって出てる、なんで？', expected: 'withdrawalOnHold' },
  { locale: 'JP', question: 'Google認証システムってどうやって設定するの？', expected: 'twoStep' },
  {
    locale: 'JP',
    question: '知らない端末からログインされたって通知きた。自分じゃないんだけど',
    expected: 'suspiciousLogin',
  },
  {
    locale: 'JP',
    question: 'LINEでサポートって名乗る人から認証コード教えてって言われた。本物？',
    expected: 'phishing',
  },
  { locale: 'JP', question: 'ゲーム中にいきなり強制終了してホームに戻される', expected: 'appCrash' },
  { locale: 'JP', question: 'アプリ開くと白い画面から進まない', expected: 'blankScreen' },
  { locale: 'JP', question: 'オペレーターさんと直接話したいです', expected: 'human' },
  {
    locale: 'JP',
    question: '出金の注文が違反扱いになったけど納得できない。異議申し立てしたい',
    expected: 'appeal',
  },
  {
    locale: 'JP',
    question: '11月25日に3万円出金した（WD10027）。完了になってるのに銀行に入ってない',
    expected: 'withdrawal',
  },
  {
    locale: 'JP',
    question: '今日の朝10時に5000円チャージしたのに反映されてない。注文番号TP10091です',
    expected: 'topUp',
  },
  { locale: 'JP', question: 'クレカで同じチャージが2回引き落とされてる。1回分返金してほしい', expected: 'payment' },
  {
    locale: 'JP',
    question: '設定で言語を英語に変えて保存押しても元に戻っちゃう、バグでは？',
    expected: 'technical',
  },
  { locale: 'JP', question: 'あｓｄｆｇｈｊｋｌ；', expected: 'notUnderstood' },

  // RU (ru-RU)
  { locale: 'RU', question: 'не помню пароль вообще, как поставить новый?', expected: 'forgotPassword' },
  { locale: 'RU', question: 'сменил симку, как привязать новый номер к акку?', expected: 'changePhone' },
  {
    locale: 'RU',
    question: 'несколько раз ввел неправильный пароль, теперь не пускает. скока ждать?',
    expected: 'accountLocked',
  },
  { locale: 'RU', question: 'закинул деньги а на балансе пусто, чё делать?', expected: 'depositNotArrived' },
  { locale: 'RU', question: 'можно пополнить через СБП или юмани?', expected: 'depositMethods' },
  { locale: 'RU', question: 'какая минималка для пополнения?', expected: 'depositLimits' },
  { locale: 'RU', question: 'вывод на карту обычно скока идет?', expected: 'withdrawalTime' },
  {
    locale: 'RU',
    question: 'вывод выдал ошибку, деньги вернутся на баланс или всё, пропали?',
    expected: 'withdrawalFailed',
  },
  { locale: 'RU', question: 'почему мой вывод заморозили на доп проверку?', expected: 'withdrawalOnHold' },
  { locale: 'RU', question: 'как подключить гугл аутентификатор к аккаунту?', expected: 'twoStep' },
  {
    locale: 'RU',
    question: 'пришло уведомление что в мой акк зашли из другого города, это был не я',
    expected: 'suspiciousLogin',
  },
  { locale: 'RU', question: 'игра сама закрывается через пару минут после запуска', expected: 'appCrash' },
  { locale: 'RU', question: 'после запуска просто белый экран и ничего не грузится', expected: 'blankScreen' },
  { locale: 'RU', question: 'позовите живого оператора пожалуйста', expected: 'human' },
  {
    locale: 'RU',
    question: 'мой вывод отметили как нарушение, хочу обжаловать, я ничего не нарушал',
    expected: 'appeal',
  },
  {
    locale: 'RU',
    question: 'вывел 5000р 25 ноября, заявка WD10014, статус зачислено, а на карту ничего не пришло',
    expected: 'withdrawal',
  },
  {
    locale: 'RU',
    question: 'пополнил на 1000р сегодня в 14:30, заказ TP10049, на баланс так и не упало',
    expected: 'topUp',
  },
  {
    locale: 'RU',
    question: 'с карты списали дважды по 500р за одно пополнение, верните одно списание',
    expected: 'payment',
  },
  {
    locale: 'RU',
    question: 'в истории операций фильтр по дате не работает, выбираю даты и ничего не меняется',
    expected: 'technical',
  },
  { locale: 'RU', question: 'фывапролдж ячсмить', expected: 'notUnderstood' },

  // TH (th-TH)
  { locale: 'TH', question: 'เปลี่ยนเบอร์ใหม่แล้ว อยากอัปเดตเบอร์ในแอปต้องทำไงคะ', expected: 'changePhone' },
  { locale: 'TH', question: 'ใส่รหัสผิดหลายรอบ ตอนนี้เข้าไม่ได้เลย ต้องรอนานมั้ย', expected: 'accountLocked' },
  { locale: 'TH', question: 'ฝากเงินไปแล้วแต่ยอดยังไม่ขึ้นเลย ทำไงดีคะ', expected: 'depositNotArrived' },
  { locale: 'TH', question: 'เติมผ่านพร้อมเพย์หรือทรูมันนี่ได้ไหมครับ', expected: 'depositMethods' },
  { locale: 'TH', question: 'เติมน้อยสุดได้กี่บาทคะ', expected: 'depositLimits' },
  { locale: 'TH', question: 'ถอนแล้วกี่นาทีเงินเข้าบัญชีครับ', expected: 'withdrawalTime' },
  { locale: 'TH', question: 'ถอนไม่ผ่าน เงินจะคืนเข้ากระเป๋าไหมคะ', expected: 'withdrawalFailed' },
  {
    locale: 'TH',
    question: 'ทำไมยอดถอนโดนกักไว้ บอกว่าต้องตรวจสอบความปลอดภัยเพิ่ม',
    expected: 'withdrawalOnHold',
  },
  { locale: 'TH', question: 'ตั้งค่า google authenticator ยังไงครับ', expected: 'twoStep' },
  {
    locale: 'TH',
    question: 'มีคนล็อกอินบัญชีเราจากเครื่องอื่น ไม่ใช่เราแน่ๆ ทำไงดี',
    expected: 'suspiciousLogin',
  },
  { locale: 'TH', question: 'มีคนทักไลน์มาบอกว่าเป็นแอดมิน ขอรหัส OTP ให้ได้ไหม', expected: 'phishing' },
  { locale: 'TH', question: 'แอปปิดตัวเองบ่อยมาก เล่นได้แป๊บเดียวก็หลุด', expected: 'appCrash' },
  { locale: 'TH', question: 'เปิดแอปมาเจอแต่จอขาว ไม่มีอะไรขึ้นเลย', expected: 'blankScreen' },
  { locale: 'TH', question: 'ขอคุยกับพนักงานตัวจริงได้ไหมคะ', expected: 'human' },
  { locale: 'TH', question: 'รายการถอนของผมโดนตีว่าละเมิดกฎ ขออุทธรณ์ครับ ผมไม่ได้ทำผิด', expected: 'appeal' },
  {
    locale: 'TH',
    question: 'ถอน 2,000 บาทเมื่อวาน 25 พ.ย. เลขที่ WD10038 สถานะสำเร็จแต่เงินไม่เข้าธนาคาร',
    expected: 'withdrawal',
  },
  { locale: 'TH', question: 'เติม 300 บาทตอนบ่ายสองวันนี้ ออเดอร์ TP10072 ยอดยังไม่เข้าเลยค่ะ', expected: 'topUp' },
  {
    locale: 'TH',
    question: 'ธนาคารตัดเงินสองรอบสำหรับการเติมครั้งเดียว 500 บาท ขอคืนเงินหนึ่งรายการ',
    expected: 'payment',
  },
  {
    locale: 'TH',
    question: 'ปุ่มแจ้งเตือนในตั้งค่า กดเปิดแล้วมันปิดเองทุกครั้ง บั๊กรึเปล่า',
    expected: 'technical',
  },
  { locale: 'TH', question: 'ฟหกดเ่าสว ๆๆๆ', expected: 'notUnderstood' },

  // VN (vi-VN)
  { locale: 'VN', question: 'quen mk roi, lay lai kieu gi vay', expected: 'forgotPassword' },
  { locale: 'VN', question: 'mình đổi sim mới rồi, cập nhật sđt trong tk thế nào?', expected: 'changePhone' },
  { locale: 'VN', question: 'nạp tiền nãy giờ mà số dư chưa cộng, giờ sao đây', expected: 'depositNotArrived' },
  { locale: 'VN', question: 'nap bang momo hay zalopay duoc ko', expected: 'depositMethods' },
  { locale: 'VN', question: 'nạp ít nhất là bao nhiêu vậy?', expected: 'depositLimits' },
  { locale: 'VN', question: 'đặt lệnh rút xong thì mấy phút tiền về bank v?', expected: 'withdrawalTime' },
  {
    locale: 'VN',
    question: 'lệnh rút bị lỗi không thành công, tiền có được trả lại số dư ko',
    expected: 'withdrawalFailed',
  },
  {
    locale: 'VN',
    question: 'lệnh rút của mình bị hold lại để kiểm tra bảo mật, sao vậy?',
    expected: 'withdrawalOnHold',
  },
  { locale: 'VN', question: 'cài google authenticator cho tài khoản ở đâu vậy', expected: 'twoStep' },
  { locale: 'VN', question: 'có ai đăng nhập acc mình trên máy lạ, ko phải mình', expected: 'suspiciousLogin' },
  {
    locale: 'VN',
    question: 'có người nhắn zalo tự xưng nhân viên hỗ trợ xin mã OTP, có nên đưa ko',
    expected: 'phishing',
  },
  { locale: 'VN', question: 'game đang chơi tự dưng văng ra ngoài hoài', expected: 'appCrash' },
  { locale: 'VN', question: 'mo app len trang xoa, ko hien gi het', expected: 'blankScreen' },
  { locale: 'VN', question: 'cho em nói chuyện với nhân viên thật đi, bot trả lời ko đúng', expected: 'human' },
  { locale: 'VN', question: 'đơn rút của em bị đánh vi phạm oan, em muốn khiếu nại đơn này', expected: 'appeal' },
  {
    locale: 'VN',
    question: 'em rút 2 triệu hôm 25/11, mã WD10045, báo thành công mà ngân hàng chưa nhận được',
    expected: 'withdrawal',
  },
  { locale: 'VN', question: 'nap 200k luc 9h sang nay ma so du chua len, ma don TP10083', expected: 'topUp' },
  {
    locale: 'VN',
    question: 'ngân hàng trừ tiền 2 lần cho 1 lần nạp 100k, hoàn lại giúp em 1 lần',
    expected: 'payment',
  },
  { locale: 'VN', question: 'nút chia sẻ mã giới thiệu bấm ko ăn, bị bug à?', expected: 'technical' },
  { locale: 'VN', question: 'ưqeqưeqưe đsfsdf', expected: 'notUnderstood' },

  // NG (en-NG, Nigerian English)
  {
    locale: 'NG',
    question: 'Abeg I no fit remember my password again, how I go take get new one?',
    expected: 'forgotPassword',
  },
  {
    locale: 'NG',
    question: 'I don change my line, how do I put the new number for my account?',
    expected: 'changePhone',
  },
  {
    locale: 'NG',
    question: 'I entered wrong password severally and now e no gree me login, how long before e open?',
    expected: 'accountLocked',
  },
  { locale: 'NG', question: 'I don fund my wallet but e never reflect, wetin I go do?', expected: 'depositNotArrived' },
  { locale: 'NG', question: 'Can I use USSD or Opay to fund my account?', expected: 'depositMethods' },
  { locale: 'NG', question: 'Wetin be the highest amount person fit deposit at once?', expected: 'depositLimits' },
  {
    locale: 'NG',
    question: 'Once I request payout, how many minutes before e land for my GTB account?',
    expected: 'withdrawalTime',
  },
  {
    locale: 'NG',
    question: 'My withdrawal no go through, will the money return to my balance?',
    expected: 'withdrawalFailed',
  },
  {
    locale: 'NG',
    question: 'Why una hold my withdrawal for security check? I need the money urgently',
    expected: 'withdrawalOnHold',
  },
  {
    locale: 'NG',
    question: 'How do I activate authenticator app for extra security on my account?',
    expected: 'twoStep',
  },
  {
    locale: 'NG',
    question: 'One guy call me say him be customer care, he wan make I send am the OTP wey dem send me. Is it legit?',
    expected: 'phishing',
  },
  {
    locale: 'NG',
    question: 'The app dey close by itself anytime I open am, I don restart my phone sef',
    expected: 'appCrash',
  },
  { locale: 'NG', question: 'Na only white screen I dey see when I open the app', expected: 'blankScreen' },
  { locale: 'NG', question: 'Abeg connect me to customer care agent, I wan talk to person', expected: 'human' },
  {
    locale: 'NG',
    question: 'Una flag my withdrawal as violation, I no do anything wrong. I want to appeal am',
    expected: 'appeal',
  },
  {
    locale: 'NG',
    question: 'I withdrew ₦20,000 yesterday evening, ref WD10052, e show successful but nothing enter my Access bank',
    expected: 'withdrawal',
  },
  {
    locale: 'NG',
    question: 'I deposited 5k via bank transfer today 11am, order TP10061, still never reflect for my balance',
    expected: 'topUp',
  },
  {
    locale: 'NG',
    question: 'My card was debited twice for one ₦3,000 top up, I need refund for the extra one',
    expected: 'payment',
  },
  {
    locale: 'NG',
    question: "The 'edit profile' button no dey work at all, I tap am nothing happen",
    expected: 'technical',
  },
  { locale: 'NG', question: '!!!???..,,@@## ;;;', expected: 'notUnderstood' },
];
