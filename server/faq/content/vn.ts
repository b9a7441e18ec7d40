import type { FaqLocaleContent } from './catalog';

export const VN: FaqLocaleContent = {
  types: {
    account: 'Tài khoản & mật khẩu',
    deposits: 'Nạp tiền',
    withdrawals: 'Rút tiền',
    security: 'Bảo mật',
    app: 'Sự cố ứng dụng',
  },
  questions: {
    forgotPassword: {
      title: 'Tôi quên mật khẩu. Làm sao để đặt lại?',
      answer:
        '<p>Tại màn hình đăng nhập, chạm <b>Quên mật khẩu</b> và nhập số điện thoại hoặc email của tài khoản.</p><ul><li>Chúng tôi gửi mã 6 chữ số, có hiệu lực trong 10 phút.</li><li>Nhập mã và đặt mật khẩu mới dài ít nhất 8 ký tự.</li></ul><p>Sau 2 phút chưa nhận được mã? Hãy kiểm tra thư rác hoặc yêu cầu mã mới.</p>',
    },
    changePhone: {
      title: 'Làm sao để đổi số điện thoại của tài khoản?',
      answer:
        '<p>Vào <b>Hồ sơ → Bảo mật → Số điện thoại</b>. Chúng tôi gửi mã đến số cũ trước, sau đó đến số mới.</p><p>Nếu không còn dùng số cũ, hãy chat với bộ phận hỗ trợ và chuẩn bị giấy tờ tùy thân.</p>',
    },
    accountLocked: {
      title: 'Vì sao tài khoản của tôi bị khóa?',
      answer:
        '<p>Để bảo vệ bạn, tài khoản bị khóa 30 phút sau <b>5 lần nhập sai mật khẩu</b> liên tiếp.</p><p>Hãy chờ 30 phút hoặc đặt lại mật khẩu. Nếu vẫn bị khóa, hãy chat với bộ phận hỗ trợ.</p>',
    },
    depositNotArrived: {
      title: 'Tiền nạp chưa vào tài khoản. Tôi phải làm gì?',
      answer:
        '<p>Phần lớn giao dịch nạp tiền vào trong <b>5 phút</b>; chuyển khoản ngân hàng có thể mất đến 2 giờ.</p><ul><li>Kiểm tra giao dịch đã thành công trong ứng dụng ngân hàng hoặc ví.</li><li>Lưu biên lai hoặc ảnh chụp màn hình thanh toán.</li></ul><p>Sau 2 giờ vẫn chưa vào? Hãy chat với bộ phận hỗ trợ và gửi mã đơn cùng biên lai.</p>',
    },
    depositMethods: {
      title: 'Tôi có thể nạp tiền bằng những phương thức nào?',
      answer:
        '<p>Bạn có thể nạp bằng <b>thẻ ngân hàng</b>, <b>chuyển khoản</b> và các ví điện tử hiển thị trên trang nạp tiền. Danh sách tùy theo quốc gia của bạn.</p><p>Luôn thanh toán từ tài khoản đứng tên chính bạn.</p>',
    },
    depositLimits: {
      title: 'Có số tiền nạp tối thiểu hoặc tối đa không?',
      answer:
        '<p>Hạn mức hiển thị trên trang nạp tiền cạnh từng phương thức thanh toán. Nhà cung cấp thanh toán của bạn có thể đặt hạn mức ngày thấp hơn.</p>',
    },
    withdrawalTime: {
      title: 'Rút tiền mất bao lâu?',
      answer:
        '<p>Sau khi bạn gửi yêu cầu, lệnh rút được xét duyệt rồi chi trả. Giai đoạn chi trả mất <b>10 đến 20 phút</b>.</p><ul><li>Đang xét duyệt: chúng tôi đang kiểm tra yêu cầu.</li><li>Đang xử lý: tiền đang được chuyển đến tài khoản của bạn.</li><li>Đã nhận: tiền đã được chi trả.</li></ul>',
    },
    withdrawalFailed: {
      title: 'Rút tiền thất bại. Tiền của tôi ở đâu?',
      answer:
        '<p>Khi lệnh rút thất bại, số tiền được <b>hoàn về số dư</b> tự động. Hãy kiểm tra thông tin ngân hàng và thử lại.</p>',
    },
    withdrawalOnHold: {
      title: 'Vì sao lệnh rút bị tạm giữ hoặc bị đánh dấu vi phạm?',
      answer:
        '<p>Lệnh rút có thể bị tạm giữ để kiểm tra bảo mật bổ sung. Đơn bị đánh dấu <b>đơn vi phạm</b> đã vi phạm quy định của nền tảng.</p><p>Nếu bạn cho rằng có nhầm lẫn, hãy chat với bộ phận hỗ trợ và gửi khiếu nại cho đơn đó.</p>',
    },
    twoStep: {
      title: 'Làm sao để bật xác minh hai bước?',
      answer:
        '<p>Vào <b>Hồ sơ → Bảo mật → Xác minh hai bước</b> và làm theo hướng dẫn với ứng dụng xác thực.</p><p>Tìm hiểu thêm về <a href="https://vi.wikipedia.org/wiki/Xác_thực_đa_yếu_tố">xác minh hai bước</a>.</p>',
    },
    suspiciousLogin: {
      title: 'Tôi thấy một lần đăng nhập lạ. Tôi nên làm gì?',
      answer:
        '<ul><li><b>Đổi mật khẩu</b> ngay lập tức.</li><li>Đăng xuất khỏi mọi thiết bị khác trong Hồ sơ → Bảo mật.</li><li>Bật xác minh hai bước.</li></ul><p>Sau đó hãy chat với bộ phận hỗ trợ để chúng tôi kiểm tra tài khoản của bạn.</p>',
    },
    phishing: {
      title: 'Bộ phận hỗ trợ có bao giờ hỏi mật khẩu hoặc mã của tôi không?',
      answer:
        '<p><b>Không bao giờ.</b> Nhân viên của chúng tôi không bao giờ hỏi mật khẩu hay mã xác minh. Đừng chia sẻ cho bất kỳ ai, kể cả người tự xưng là nhân viên hỗ trợ.</p>',
    },
    appCrash: {
      title: 'Ứng dụng tự thoát hoặc bị treo. Khắc phục thế nào?',
      answer:
        '<ul><li>Cập nhật ứng dụng lên phiên bản mới nhất.</li><li>Khởi động lại điện thoại.</li><li>Giải phóng bớt dung lượng bộ nhớ.</li></ul><p>Nếu vẫn xảy ra, hãy chat với bộ phận hỗ trợ và cho biết dòng điện thoại của bạn.</p>',
    },
    blankScreen: {
      title: 'Ứng dụng hiển thị màn hình trắng',
      answer: '<p>Hãy tắt hẳn ứng dụng rồi mở lại. Nếu màn hình vẫn trắng, hãy cài đặt lại ứng dụng.</p>',
    },
  },
};
