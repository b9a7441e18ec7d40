import type { LocaleCode } from '../../locale';

/**
 * What the AI says to a typed order number (docs/assistant.md, "No dead ends"): spec §8's messages, the
 * same texts as the client's `errors.*`, and a credited top-up (`{order}` is replaced by its number).
 */
export interface OrderNumberTexts {
  orderNotExist: string;
  orderNotCredited: string;
  withdrawalOrderInvalid: string;
  orderIncorrect: string;
  orderNotYours: string;
  topUpCredited: string;
}

export const ORDER_NUMBER_TEXTS: Record<LocaleCode, OrderNumberTexts> = {
  US: {
    orderNotExist: 'The current order number does not exist, please re-enter',
    orderNotCredited: 'This order has not been credited yet, please wait',
    withdrawalOrderInvalid: 'Invalid withdrawal order number',
    orderIncorrect: 'Incorrect order number',
    orderNotYours: 'The order does not belong to you',
    topUpCredited: '{order} has been credited to your balance.',
  },
  NG: {
    orderNotExist: 'This order number does not exist, please re-enter it',
    orderNotCredited: 'This order has not been credited yet, please wait',
    withdrawalOrderInvalid: 'Invalid withdrawal order number',
    orderIncorrect: 'Incorrect order number',
    orderNotYours: 'This order does not belong to you',
    topUpCredited: '{order} don enter your balance.',
  },
  BR: {
    orderNotExist: 'O número do pedido informado não existe, digite novamente',
    orderNotCredited: 'Este pedido ainda não foi creditado, aguarde',
    withdrawalOrderInvalid: 'Número do pedido de saque inválido',
    orderIncorrect: 'Número do pedido incorreto',
    orderNotYours: 'Este pedido não pertence a você',
    topUpCredited: 'O pedido {order} já foi creditado no seu saldo.',
  },
  ID: {
    orderNotExist: 'Nomor pesanan ini tidak ada, silakan masukkan ulang',
    orderNotCredited: 'Pesanan ini belum dikreditkan, mohon tunggu',
    withdrawalOrderInvalid: 'Nomor pesanan penarikan tidak valid',
    orderIncorrect: 'Nomor pesanan salah',
    orderNotYours: 'Pesanan ini bukan milik Anda',
    topUpCredited: 'Pesanan {order} sudah masuk ke saldo Anda.',
  },
  VN: {
    orderNotExist: 'Mã đơn hàng hiện tại không tồn tại, vui lòng nhập lại',
    orderNotCredited: 'Đơn hàng này chưa được cộng vào tài khoản, vui lòng chờ',
    withdrawalOrderInvalid: 'Mã đơn rút tiền không hợp lệ',
    orderIncorrect: 'Mã đơn hàng không đúng',
    orderNotYours: 'Đơn hàng này không thuộc về bạn',
    topUpCredited: 'Đơn {order} đã được cộng vào số dư của bạn.',
  },
  RU: {
    orderNotExist: 'Указанный номер заказа не существует, введите его заново',
    orderNotCredited: 'Этот заказ ещё не зачислен, пожалуйста, подождите',
    withdrawalOrderInvalid: 'Недействительный номер заявки на вывод',
    orderIncorrect: 'Неверный номер заказа',
    orderNotYours: 'Этот заказ вам не принадлежит',
    topUpCredited: 'Заказ {order} уже зачислен на ваш баланс.',
  },
  CN: {
    orderNotExist: '当前订单号不存在，请重新输入',
    orderNotCredited: '该订单尚未到账，请耐心等待',
    withdrawalOrderInvalid: '提现订单号无效',
    orderIncorrect: '订单号错误',
    orderNotYours: '该订单不属于您',
    topUpCredited: '订单 {order} 已到账，请查看您的余额。',
  },
  JP: {
    orderNotExist: 'この注文番号は存在しません。もう一度入力してください',
    orderNotCredited: 'この注文はまだ反映されていません。しばらくお待ちください',
    withdrawalOrderInvalid: '出金注文番号が無効です',
    orderIncorrect: '注文番号が正しくありません',
    orderNotYours: 'この注文はお客様のものではありません',
    topUpCredited: '注文 {order} は残高に反映済みです。',
  },
  TH: {
    orderNotExist: 'ไม่มีหมายเลขคำสั่งซื้อนี้ในระบบ โปรดกรอกใหม่อีกครั้ง',
    orderNotCredited: 'ยอดของคำสั่งซื้อนี้ยังไม่เข้าบัญชี โปรดรอสักครู่',
    withdrawalOrderInvalid: 'หมายเลขคำสั่งถอนเงินไม่ถูกต้อง',
    orderIncorrect: 'หมายเลขคำสั่งซื้อผิด',
    orderNotYours: 'คำสั่งซื้อนี้ไม่ใช่ของคุณ',
    topUpCredited: 'คำสั่งซื้อ {order} เข้ายอดเงินของคุณแล้ว',
  },
};
