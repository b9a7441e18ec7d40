import { oneOf, type IntentLexicon } from '../lexicon';

/**
 * Vietnamese, each phrase as written with diacritics and as typed without them or in chat shorthand
 * ("ko", "dc", "chx", "ad"). Folded, `lỗi` is also `lời` and `kẹt` is also `kết`, so those are only
 * used in two-word phrases.
 */
export const VN_LEXICON: IntentLexicon = {
  human: oneOf(`
    nhân viên | nhan vien | người thật | nguoi that | gặp người | gap nguoi | nói chuyện với người
    noi chuyen voi nguoi | người hỗ trợ | nguoi ho tro | hỗ trợ viên | ho tro vien | tư vấn viên | tu van vien
    tổng đài | tong dai | chăm sóc khách hàng | cham soc khach hang | cskh | cs | admin | ad | add ơi | add oi
    live chat
  `),
  appeal: oneOf(`
    khiếu nại | khieu nai | kháng nghị | khang nghi | kháng cáo | khang cao | không vi phạm | khong vi pham
    ko vi phạm | ko vi pham | không hề vi phạm | khong he vi pham | chưa từng vi phạm | chua tung vi pham
    không công bằng | khong cong bang | bất công | bat cong | oan | xét lại | xet lai | duyệt lại | duyet lai
    gỡ phạt | go phat | gỡ vi phạm | go vi pham | phạt sai | phat sai | phản đối | phan doi
  `),
  technical: oneOf(`
    bug | báo lỗi | bao loi | bị lỗi | bi loi | gặp lỗi | gap loi | lỗi app | loi app | lỗi ứng dụng
    loi ung dung | lỗi hệ thống | loi he thong | lỗi hiển thị | loi hien thi | lỗi giao diện | loi giao dien
    error | nút không hoạt động | nut khong hoat dong | chức năng không hoạt động | chuc nang khong hoat dong
    nút không bấm được | nut khong bam duoc | nút ko bấm được | nut ko bam dc | bấm nút không được
    bam nut khong duoc | bấm nút ko được | bam nut ko dc | bấm nút không ăn | bam nut khong an
    nút bấm không ăn | nut bam khong an | ấn nút không được | an nut khong duoc | sai chính tả | sai chinh ta
  `),
  subjects: {
    withdrawal: ['rút', 'rut', 'đổi thưởng', 'doi thuong', 'withdraw*'],
    topUp: ['nạp', 'nap', 'top up', 'topup', 'deposit*'],
    payment: oneOf(`
      thanh toán | thanh toan | trả tiền | tra tien | hoàn tiền | hoan tien | hoàn lại tiền | hoan lai tien
      trả lại tiền | tra lai tien | refund | ngân hàng trừ | ngan hang tru | trừ 2 lần | tru 2 lan
      trừ hai lần | tru hai lan | trừ tiền 2 lần | tru tien 2 lan | trừ tiền hai lần | tru tien hai lan
    `),
  },
  problem: oneOf(`
    chưa nhận | chua nhan | chx nhận | chx nhan | không nhận được | khong nhan duoc | ko nhận được
    ko nhan dc | không nhận dc | khong nhan dc | chưa về | chua ve | chx về | chx ve | không về | khong ve
    ko về | ko ve | chưa vào | chua vao | chưa vô | chua vo | không vào | khong vao | chưa lên | chua len
    chưa được cộng | chua duoc cong | chưa cộng | chua cong | không được cộng | khong duoc cong | chưa thấy
    chua thay | không thấy | khong thay | ko thấy | ko thay | mất tiền | mat tien | bị mất | bi mat | biến mất
    bien mat | bị trừ | trừ tiền | tru tien | bi tru | 2 lần | 2 lan | hai lần | hai lan | sai số tiền
    sai so tien | sai tiền | sai tien | thiếu tiền | thieu tien | nhận thiếu | nhan thieu | vẫn đang chờ
    van dang cho | vẫn chờ | van cho | chờ mãi | cho mai | đợi mãi | doi mai | chờ lâu | cho lau | vẫn chưa
    van chua | bị kẹt | bi ket | kẹt tiền | ket tien | thất bại | that bai | không thành công
    khong thanh cong | ko thành công | ko thanh cong | bị từ chối | bi tu choi | không rút được
    khong rut duoc | ko rút được | ko rut dc | không rút tiền được | khong rut tien duoc | rút không được
    rut khong duoc | không nạp được | khong nap duoc
  `),
  greeting: ['chào', 'chao', 'hello', 'helo', 'hi', 'hey', 'alo', 'hế lô', 'he lo', 'có ai không', 'co ai khong'],
  thanks: ['cảm ơn', 'cám ơn', 'cam on', 'camon', 'thanks', 'thank', 'tks', 'thx'],
};
