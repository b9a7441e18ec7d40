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
  keywords: {
    password: ['mật khẩu', 'password*'],
    withdraw: ['rút tiền', 'rút'],
    deposit: ['nạp tiền', 'nạp'],
    thanks: ['cảm ơn', 'cám ơn', 'thanks'],
    greeting: ['xin chào', 'chào', 'hello', 'hi'],
  },
  spaced: true,
};
