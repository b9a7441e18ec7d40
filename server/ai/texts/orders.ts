import type { WithdrawOrderStatus } from '../../../src/protocol/orders';
import type { LocaleCode } from '../../locale';

/** What the AI says about the withdrawal orders a customer picked (withdraw_order_ids). */
export interface OrderTexts {
  intro: string;
  status: Record<WithdrawOrderStatus, string>;
  /** A violation order that has been appealed already (spec §4). */
  appealed: string;
  /** `{orders}` is replaced by the order numbers. */
  appealOffer: string;
}

const US: OrderTexts = {
  intro: 'Here is the status of the orders you picked:',
  status: {
    credited: 'credited to your account.',
    pending_review: 'waiting for review. Once approved, it is paid out.',
    failed_refunded: 'the payout failed and the amount was refunded to your balance.',
    in_progress: 'being paid out; this takes 10 to 20 minutes.',
    on_hold: 'on hold. Our team is checking it; an agent can tell you more.',
    violation: 'a violation order. You can appeal it.',
  },
  appealed: 'a violation order; your appeal has been received and is being reviewed.',
  appealOffer:
    "Let's open an appeal for {orders}: tell us why the order should be released, and add a picture if you have one.",
};

export const ORDER_TEXTS: Record<LocaleCode, OrderTexts> = {
  US,
  NG: { ...US, intro: "Here's the status of the orders you selected:" },
  BR: {
    intro: 'Este é o status dos pedidos que você escolheu:',
    status: {
      credited: 'creditado na sua conta.',
      pending_review: 'aguardando análise. Depois de aprovado, é pago.',
      failed_refunded: 'o pagamento falhou e o valor foi devolvido ao seu saldo.',
      in_progress: 'em pagamento; isso leva de 10 a 20 minutos.',
      on_hold: 'em espera. Nossa equipe está verificando; um atendente pode explicar mais.',
      violation: 'um pedido com violação. Você pode recorrer.',
    },
    appealed: 'um pedido com violação; seu recurso foi recebido e está em análise.',
    appealOffer:
      'Vamos abrir um recurso para {orders}: diga por que o pedido deve ser liberado e adicione uma imagem, se tiver.',
  },
  ID: {
    intro: 'Berikut status pesanan yang Anda pilih:',
    status: {
      credited: 'sudah masuk ke akun Anda.',
      pending_review: 'menunggu peninjauan. Setelah disetujui, dana akan dibayarkan.',
      failed_refunded: 'pembayaran gagal dan dananya sudah dikembalikan ke saldo Anda.',
      in_progress: 'sedang dibayarkan; prosesnya 10 sampai 20 menit.',
      on_hold: 'ditahan. Tim kami sedang memeriksanya; agen dapat menjelaskan lebih lanjut.',
      violation: 'pesanan pelanggaran. Anda dapat mengajukan banding.',
    },
    appealed: 'pesanan pelanggaran; banding Anda sudah diterima dan sedang ditinjau.',
    appealOffer: 'Mari ajukan banding untuk {orders}: jelaskan alasannya dan tambahkan gambar jika ada.',
  },
  VN: {
    intro: 'Đây là trạng thái các lệnh bạn đã chọn:',
    status: {
      credited: 'đã được cộng vào tài khoản của bạn.',
      pending_review: 'đang chờ xét duyệt. Sau khi được duyệt, tiền sẽ được chi trả.',
      failed_refunded: 'chi trả thất bại và số tiền đã được hoàn lại vào số dư của bạn.',
      in_progress: 'đang được chi trả; mất từ 10 đến 20 phút.',
      on_hold: 'đang bị tạm giữ. Đội ngũ của chúng tôi đang kiểm tra; nhân viên hỗ trợ có thể cho bạn biết thêm.',
      violation: 'lệnh vi phạm. Bạn có thể kháng nghị.',
    },
    appealed: 'lệnh vi phạm; kháng nghị của bạn đã được tiếp nhận và đang được xem xét.',
    appealOffer: 'Hãy gửi kháng nghị cho {orders}: cho chúng tôi biết lý do và thêm hình ảnh nếu có.',
  },
  RU: {
    intro: 'Вот статус выбранных вами заявок:',
    status: {
      credited: 'зачислено на ваш счёт.',
      pending_review: 'ожидает проверки. После одобрения будет выплачено.',
      failed_refunded: 'выплата не удалась, сумма возвращена на ваш баланс.',
      in_progress: 'выплачивается; это занимает от 10 до 20 минут.',
      on_hold: 'приостановлено. Наша команда проверяет заявку; оператор расскажет подробнее.',
      violation: 'заявка с нарушением. Вы можете подать апелляцию.',
    },
    appealed: 'заявка с нарушением; ваша апелляция получена и рассматривается.',
    appealOffer: 'Давайте подадим апелляцию по {orders}: объясните причину и приложите изображение, если есть.',
  },
  CN: {
    intro: '以下是您所选订单的状态：',
    status: {
      credited: '已到账。',
      pending_review: '等待审核，审核通过后将打款。',
      failed_refunded: '打款失败，金额已退回您的余额。',
      in_progress: '正在打款，需要 10 到 20 分钟。',
      on_hold: '已挂起，我们的团队正在核查，客服可以为您详细说明。',
      violation: '违规订单，您可以申诉。',
    },
    appealed: '违规订单，您的申诉已收到，正在审核中。',
    appealOffer: '我们来为 {orders} 提交申诉：请说明理由，如有图片也可以附上。',
  },
  JP: {
    intro: '選択された注文の状況は次のとおりです：',
    status: {
      credited: '口座に反映済みです。',
      pending_review: '審査待ちです。承認後に出金されます。',
      failed_refunded: '出金に失敗し、金額は残高に返金されました。',
      in_progress: '出金処理中です。10〜20分かかります。',
      on_hold: '保留中です。担当チームが確認しています。詳しくは担当者にお尋ねください。',
      violation: '違反注文です。異議を申し立てることができます。',
    },
    appealed: '違反注文です。異議申し立てを受け付け、審査中です。',
    appealOffer: '{orders} の異議申し立てを行いましょう。理由を入力し、画像があれば添付してください。',
  },
  TH: {
    intro: 'สถานะของคำสั่งที่คุณเลือกมีดังนี้:',
    status: {
      credited: 'เข้าบัญชีของคุณแล้ว',
      pending_review: 'รอการตรวจสอบ เมื่ออนุมัติแล้วจะจ่ายเงิน',
      failed_refunded: 'การจ่ายเงินล้มเหลว และคืนเงินเข้ายอดคงเหลือของคุณแล้ว',
      in_progress: 'กำลังจ่ายเงิน ใช้เวลา 10 ถึง 20 นาที',
      on_hold: 'ถูกระงับไว้ชั่วคราว ทีมงานกำลังตรวจสอบ เจ้าหน้าที่สามารถให้ข้อมูลเพิ่มเติมได้',
      violation: 'คำสั่งที่ผิดกฎ คุณสามารถยื่นอุทธรณ์ได้',
    },
    appealed: 'คำสั่งที่ผิดกฎ ได้รับคำอุทธรณ์ของคุณแล้วและกำลังพิจารณา',
    appealOffer: 'มายื่นอุทธรณ์สำหรับ {orders} กัน: โปรดระบุเหตุผล และแนบรูปภาพหากมี',
  },
};
