import type { Kysely } from 'kysely';
import type { Schema } from './schema';

interface CannedReplySeed {
  title: string;
  text: string;
}

/** Saved replies of the demo team, per locale of the client (docs/protocol.md, "Agents": context). */
export const DEMO_CANNED_REPLIES: Readonly<Record<string, readonly CannedReplySeed[]>> = {
  'en-US': [
    {
      title: 'Greeting',
      text: 'Hello, thank you for waiting. I have read your conversation with our assistant and I am here to help.',
    },
    { title: 'Checking', text: 'Thank you. I am checking your order now; this may take a few minutes.' },
    { title: 'Closing', text: 'Is there anything else I can help you with today?' },
  ],
  'en-NG': [
    {
      title: 'Greeting',
      text: 'Hello, thank you for waiting. I have read your conversation with our assistant and I am here to help.',
    },
    { title: 'Checking', text: 'Thank you. I am checking your order now; this may take a few minutes.' },
    { title: 'Closing', text: 'Is there anything else I can help you with today?' },
  ],
  'zh-CN': [
    { title: '问候', text: '您好，感谢您的耐心等待。我已经看过您与智能助手的对话，现在由我为您服务。' },
    { title: '核查中', text: '谢谢。我正在核查您的订单，可能需要几分钟。' },
    { title: '结束', text: '请问还有其他可以帮您的吗？' },
  ],
  'pt-BR': [
    {
      title: 'Saudação',
      text: 'Olá, obrigado por aguardar. Li sua conversa com o nosso assistente e estou aqui para ajudar.',
    },
    { title: 'Verificando', text: 'Obrigado. Estou verificando seu pedido agora; isso pode levar alguns minutos.' },
    { title: 'Encerramento', text: 'Posso ajudar em mais alguma coisa hoje?' },
  ],
  'id-ID': [
    {
      title: 'Salam',
      text: 'Halo, terima kasih sudah menunggu. Saya sudah membaca percakapan Anda dengan asisten kami dan siap membantu.',
    },
    {
      title: 'Memeriksa',
      text: 'Terima kasih. Saya sedang memeriksa pesanan Anda; ini mungkin memerlukan beberapa menit.',
    },
    { title: 'Penutup', text: 'Apakah ada hal lain yang bisa saya bantu hari ini?' },
  ],
  'ja-JP': [
    { title: 'あいさつ', text: 'お待たせしました。アシスタントとの会話を拝見しました。ここからは私が対応いたします。' },
    { title: '確認中', text: 'ありがとうございます。ただいまご注文を確認しています。数分かかる場合があります。' },
    { title: '締めくくり', text: 'ほかにお手伝いできることはございますか？' },
  ],
  'ru-RU': [
    {
      title: 'Приветствие',
      text: 'Здравствуйте, спасибо за ожидание. Я прочитал(а) ваш разговор с ассистентом и готов(а) помочь.',
    },
    { title: 'Проверка', text: 'Спасибо. Сейчас проверяю ваш заказ, это может занять несколько минут.' },
    { title: 'Завершение', text: 'Могу ли я ещё чем-нибудь помочь сегодня?' },
  ],
  'th-TH': [
    { title: 'ทักทาย', text: 'สวัสดีค่ะ ขอบคุณที่รอ ฉันได้อ่านบทสนทนาของคุณกับผู้ช่วยแล้ว และพร้อมช่วยเหลือค่ะ' },
    { title: 'กำลังตรวจสอบ', text: 'ขอบคุณค่ะ ฉันกำลังตรวจสอบคำสั่งซื้อของคุณ อาจใช้เวลาสักครู่' },
    { title: 'ปิดการสนทนา', text: 'มีอะไรให้ช่วยเพิ่มเติมอีกไหมคะ' },
  ],
  'vi-VN': [
    {
      title: 'Chào hỏi',
      text: 'Xin chào, cảm ơn bạn đã chờ. Tôi đã đọc cuộc trò chuyện của bạn với trợ lý và sẵn sàng hỗ trợ.',
    },
    { title: 'Đang kiểm tra', text: 'Cảm ơn bạn. Tôi đang kiểm tra đơn hàng của bạn; việc này có thể mất vài phút.' },
    { title: 'Kết thúc', text: 'Tôi có thể giúp gì thêm cho bạn hôm nay không?' },
  ],
};

/** Idempotent: a reply already there (same locale and title) keeps its local edits. */
export async function seedCannedReplies(db: Kysely<Schema>): Promise<void> {
  const rows = Object.entries(DEMO_CANNED_REPLIES).flatMap(([locale, replies]) =>
    replies.map((reply, position) => ({ locale, title: reply.title, text: reply.text, position })),
  );
  await db
    .insertInto('canned_replies')
    .values(rows)
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}
