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
  },
  replies: {
    human: '好的，正在为您转接人工客服，请稍候。',
    technical: '很抱歉给您带来不便。我会为您提交技术工单，由技术人员排查。请描述一下发生了什么，方便的话附上截图。',
    withdrawal: '看起来您的提现遇到了问题。我来为您创建工单，由专人为您核查。',
    topUp: '看起来您的充值遇到了问题。我来为您创建工单，由专人为您核查。',
    appeal: '您可以对违规处理提出申诉。我来为您创建申诉工单，由专人为您复核。',
    payment: '看起来您的付款遇到了问题。我来为您创建工单，由专人为您核查。',
  },
  sameQuestion: '您好像已经问过这个问题了。您想问的是下面哪一个？',
  startOver: '好的，我们重新开始吧。请问有什么可以帮您？',
  stillNotUnderstood: '我还是没有找到相关答案。需要为您转接人工客服吗？您也可以换个说法再问一次。',
  noAgentOnline: '目前没有在线的客服人员。您可以留言，客服上线后会尽快回复您。',
  pictureAdded: '谢谢，我已把您的图片添加到申请中。请打开上方的表单核对并提交。',
  notUnderstood: '无法理解您的问题，请描述得更详细一些',
};
