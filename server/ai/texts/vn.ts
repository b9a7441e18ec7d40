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
  },
  replies: {
    human: 'Tôi sẽ kết nối bạn với nhân viên hỗ trợ. Vui lòng chờ trong giây lát.',
    technical:
      'Rất xin lỗi vì sự cố này. Tôi sẽ tạo báo cáo kỹ thuật để đội ngũ kỹ sư kiểm tra. Bạn hãy mô tả chuyện gì đã xảy ra và gửi kèm ảnh chụp màn hình nếu có thể.',
    withdrawal: 'Có vẻ lệnh rút tiền của bạn đang gặp vấn đề. Tôi sẽ tạo yêu cầu để đội ngũ hỗ trợ kiểm tra giúp bạn.',
    topUp: 'Có vẻ giao dịch nạp tiền của bạn đang gặp vấn đề. Tôi sẽ tạo yêu cầu để đội ngũ hỗ trợ kiểm tra giúp bạn.',
    appeal: 'Bạn có thể khiếu nại lệnh vi phạm. Tôi sẽ tạo đơn khiếu nại để đội ngũ hỗ trợ xem xét.',
    payment: 'Có vẻ khoản thanh toán của bạn đang gặp vấn đề. Tôi sẽ tạo yêu cầu để đội ngũ hỗ trợ kiểm tra giúp bạn.',
  },
  sameQuestion: 'Có vẻ bạn đã hỏi câu này rồi. Có phải bạn muốn hỏi một trong những câu sau không?',
  startOver: 'Được thôi, chúng ta bắt đầu lại nhé. Tôi có thể giúp gì cho bạn?',
  stillNotUnderstood:
    'Mình vẫn chưa tìm được câu trả lời cho câu hỏi này. Bạn có muốn nói chuyện với nhân viên không? Bạn cũng có thể hỏi theo cách khác.',
  noAgentOnline:
    'Hiện không có nhân viên hỗ trợ nào trực tuyến. Bạn có thể để lại lời nhắn, nhân viên sẽ trả lời ngay khi quay lại.',
  pictureAdded: 'Cảm ơn bạn, mình đã thêm ảnh vào yêu cầu của bạn. Hãy mở biểu mẫu ở trên để kiểm tra và gửi đi.',
  notUnderstood: 'Không thể hiểu yêu cầu của bạn, vui lòng mô tả chi tiết hơn',
};
