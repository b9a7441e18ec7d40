import type { AssistantTexts } from './types';

export const VN: AssistantTexts = {
  welcome:
    'Xin chào! Tôi là trợ lý hỗ trợ khách hàng. Bạn hãy đặt câu hỏi hoặc chọn một trong các câu hỏi thường gặp bên dưới.',
  questions: {
    password: 'Làm sao để đặt lại mật khẩu?',
    deposit: 'Tiền nạp của tôi chưa vào tài khoản',
    withdraw: 'Rút tiền mất bao lâu?',
  },
  answers: {
    greeting: 'Xin chào! Tôi có thể giúp gì cho bạn hôm nay?',
    thanks: 'Không có gì! Bạn còn cần tôi hỗ trợ gì nữa không?',
    password:
      'Để đặt lại mật khẩu, hãy mở Cài đặt › Bảo mật trong ứng dụng và chạm vào "Quên mật khẩu". Chúng tôi sẽ gửi mã xác minh đến số điện thoại hoặc email đã đăng ký; hãy nhập mã đó rồi đặt mật khẩu mới.',
    deposit:
      'Tiền nạp thường vào tài khoản trong vài phút. Nếu sau 30 phút vẫn chưa nhận được, vui lòng gửi mã đơn hàng và ảnh chụp màn hình thanh toán, tôi sẽ kiểm tra giúp bạn.',
    withdraw:
      'Lệnh rút tiền sẽ được xét duyệt trước, sau đó chuyển sang bước chi trả, mất khoảng 10 đến 20 phút. Bạn có thể theo dõi trạng thái trong lịch sử rút tiền.',
  },
  fallback:
    'Cảm ơn bạn, tôi đã nhận được câu hỏi nhưng hiện chưa có câu trả lời phù hợp. Nhân viên hỗ trợ có thể giúp bạn về vấn đề này.',
  replies: {
    human: 'Tôi sẽ kết nối bạn với nhân viên hỗ trợ. Vui lòng chờ trong giây lát.',
    technical:
      'Rất xin lỗi vì sự cố này. Tôi sẽ tạo báo cáo kỹ thuật để đội ngũ kỹ sư kiểm tra. Bạn hãy mô tả chuyện gì đã xảy ra và gửi kèm ảnh chụp màn hình nếu có thể.',
    withdrawal: 'Có vẻ lệnh rút tiền của bạn đang gặp vấn đề. Tôi sẽ tạo yêu cầu để đội ngũ hỗ trợ kiểm tra giúp bạn.',
    topUp:
      'Có vẻ giao dịch nạp tiền của bạn đang gặp vấn đề. Tôi sẽ tạo yêu cầu để đội ngũ hỗ trợ kiểm tra giúp bạn.',
    appeal: 'Bạn có thể khiếu nại lệnh vi phạm. Tôi sẽ tạo đơn khiếu nại để đội ngũ hỗ trợ xem xét.',
    payment:
      'Có vẻ khoản thanh toán của bạn đang gặp vấn đề. Tôi sẽ tạo yêu cầu để đội ngũ hỗ trợ kiểm tra giúp bạn.',
  },
  sameQuestion: 'Có vẻ bạn đã hỏi câu này rồi. Có phải bạn muốn hỏi một trong những câu sau không?',
  startOver: 'Được thôi, chúng ta bắt đầu lại nhé. Tôi có thể giúp gì cho bạn?',
  notUnderstood: 'Không thể hiểu yêu cầu của bạn, vui lòng mô tả chi tiết hơn',
  commonWords: ['tôi', 'mình', 'bạn', 'em', 'anh', 'chị', 'của', 'là', 'có', 'không', 'được', 'và', 'hoặc', 'cho', 'với', 'ở', 'này', 'đó', 'gì', 'sao', 'tại sao', 'như thế nào', 'khi nào', 'ở đâu', 'làm sao', 'giúp', 'xin', 'vui lòng', 'tài khoản', 'tiền', 'đã', 'chưa', 'muốn', 'cần', 'ok'],
  keywords: {
    password: ['mật khẩu', 'password*'],
    withdraw: ['bao lâu', 'thời gian xử lý', 'đang xét duyệt'],
    deposit: ['chưa vào tài khoản', 'chưa được cộng', 'thêm tiền'],
    thanks: ['cảm ơn', 'cám ơn', 'thanks'],
    greeting: ['xin chào', 'chào', 'hello', 'hi'],
  },
  triggers: {
    human: ['nhân viên', 'người thật', 'tổng đài', 'tổng đài viên', 'chăm sóc khách hàng', 'cskh'],
    technical: ['bị lỗi', 'báo lỗi', 'gặp lỗi', 'lỗi ứng dụng', 'lỗi app', 'bug', 'crash', 'bị treo', 'treo máy', 'bị đơ', 'bị văng'],
    withdrawal: ['rút tiền', 'rút'],
    topUp: ['nạp tiền', 'nạp'],
    appeal: ['khiếu nại', 'kháng nghị', 'vi phạm'],
    payment: ['thanh toán', 'hoàn tiền'],
  },
  spaced: true,
};
