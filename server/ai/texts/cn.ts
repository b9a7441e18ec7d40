import type { AssistantTexts } from './types';

export const CN: AssistantTexts = {
  welcome: '您好！我是智能客服助手。请直接输入您的问题，或从下方选择常见问题。',
  questions: {
    password: '如何重置密码？',
    deposit: '我的充值还没到账',
    withdraw: '提现需要多长时间？',
  },
  answers: {
    greeting: '您好！请问有什么可以帮您？',
    thanks: '不客气！还有其他可以帮您的吗？',
    password:
      '重置密码：请在应用中打开「设置」›「安全」，点击「忘记密码」。我们会向您绑定的手机号或邮箱发送验证码，输入验证码后即可设置新密码。',
    deposit: '充值通常会在几分钟内到账。如果超过 30 分钟仍未到账，请发送订单号和付款截图，我来帮您查询。',
    withdraw: '提现会先经过审核，然后进入打款阶段，打款需要 10 到 20 分钟。您可以在提现记录中查看进度。',
  },
  fallback: '收到您的问题了，谢谢！不过我暂时没有现成的答案，人工客服可以帮您处理这个问题。',
  keywords: {
    password: ['密码'],
    withdraw: ['提现', '取款', '提款', '出金'],
    deposit: ['充值', '存款', '入金'],
    thanks: ['谢谢', '感谢', '多谢', '谢了'],
    greeting: ['你好', '您好', '嗨', '哈喽', '早上好', '晚上好', '在吗'],
  },
  spaced: false,
};
