import type { AssistantTexts } from './types';

export const NG: AssistantTexts = {
  welcome: "Hello, you're welcome! I'm the support assistant. Ask me anything, or choose one of the common questions below.",
  questions: {
    password: 'How can I reset my password?',
    deposit: 'My deposit has not reflected yet',
    withdraw: 'How long does withdrawal take?',
  },
  answers: {
    greeting: 'Good day! How can I help you today?',
    thanks: "You're welcome! Is there anything else I can do for you?",
    password:
      'To reset your password, go to Settings › Security in the app and tap "Forgot password". A verification code will be sent to your registered phone number or email; enter the code and set a new password.',
    deposit:
      'Deposits normally reflect within a few minutes. If yours has not reflected after 30 minutes, kindly send me the order number and a screenshot of the payment, and I will check it for you.',
    withdraw:
      'Every withdrawal is reviewed first and then paid out; the payout stage takes 10 to 20 minutes. You can follow the status in your withdrawal history.',
  },
  fallback:
    "Thank you, I have received your question, but I don't have a ready answer for it. A human agent can help you with this.",
  replies: {
    human: 'No problem, I will connect you to a customer care agent now. Kindly hold on.',
    technical:
      'Sorry for the wahala. I will open a technical report so our engineers can check it. Kindly tell me what happened and send a screenshot if you can.',
    withdrawal: 'It seems your withdrawal has an issue. Let me open a request so our team can check it for you.',
    topUp:
      'It seems your top-up has an issue. Let me open a request so our team can check it for you.',
    appeal: 'You can appeal the violation order. Let me open an appeal so our team can review it.',
    payment:
      'It seems your payment has an issue. Let me open a request so our team can check it for you.',
  },
  sameQuestion: 'It seems you don ask this question before. Is it one of these you mean?',
  startOver: "No wahala, let's start again. How can I help you?",
  notUnderstood: 'Unable to understand your request, please describe it in more detail',
  commonWords: ['i', "i'm", 'me', 'my', 'you', 'your', 'we', 'it', 'is', 'are', 'was', 'be', 'do', 'does', 'did', 'can', 'could', 'would', 'will', 'not', "don't", "can't", 'the', 'a', 'an', 'to', 'of', 'in', 'on', 'for', 'with', 'and', 'or', 'what', 'why', 'how', 'when', 'where', 'who', 'which', 'help', 'please', 'kindly', 'account', 'money', 'get', 'want', 'need', 'have', 'has', 'yes', 'no', 'ok', 'abeg', 'change'],
  keywords: {
    password: ['password*', 'passcode', 'pwd'],
    withdraw: ['how long', 'processing time', 'under review'],
    deposit: ['fund my account', 'funded', 'funding', 'add funds', 'not reflected', 'not reflect'],
    thanks: ['thanks', 'thank you', 'thank u', 'thx', 'well done'],
    greeting: ['hi', 'hello', 'hey', 'good day', 'good morning', 'good afternoon', 'good evening', 'how far'],
  },
  triggers: {
    human: ['human', 'humans', 'agent', 'agents', 'person', 'operator', 'customer service', 'customer care'],
    technical: ['bug', 'bugs', 'buggy', 'crash*', 'error*', 'glitch*', 'freez*', 'frozen'],
    withdrawal: ['withdraw*', 'cash out', 'cashout', 'payout*'],
    topUp: ['top up', 'top-up', 'topup', 'deposit*', 'recharge*'],
    appeal: ['appeal*', 'violation*'],
    payment: ['payment*', 'refund*'],
  },
  spaced: true,
};
