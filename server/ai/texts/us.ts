import type { AssistantTexts } from './types';

export const US: AssistantTexts = {
  welcome: "Hi! I'm the support assistant. Ask me anything, or pick one of the common questions below.",
  questions: {
    password: 'How do I reset my password?',
    deposit: "My deposit hasn't arrived yet",
    withdraw: 'How long does a withdrawal take?',
  },
  answers: {
    greeting: 'Hello! How can I help you today?',
    thanks: "You're welcome! Is there anything else I can help you with?",
    password:
      'To reset your password, open Settings › Security in the app and tap "Forgot password". We\'ll send a verification code to your registered phone number or email; enter it and choose a new password.',
    deposit:
      "Deposits usually arrive within a few minutes. If yours still hasn't arrived after 30 minutes, send me the order number and a screenshot of the payment, and I'll look into it for you.",
    withdraw:
      'Withdrawals are reviewed first and then paid out; the payout stage takes 10 to 20 minutes. You can follow the status in your withdrawal history.',
  },
  fallback:
    "Thanks, I've got your question, but I don't have a ready answer for it. A human agent can help you with this.",
  replies: {
    human: "I'll connect you with a support agent. Please hold on a moment.",
    technical:
      "Sorry about the trouble. I'll open a technical report so our engineers can look into it. Please describe what happened and add a screenshot if you can.",
    withdrawal:
      "It looks like there's a problem with a withdrawal. Let's open a request so our team can check it for you.",
    topUp:
      "It looks like there's a problem with a top-up. Let's open a request so our team can check it for you.",
    appeal: "You can appeal a violation order. Let's open an appeal so our team can review it.",
    payment:
      "It looks like there's a problem with a payment. Let's open a request so our team can check it for you.",
  },
  sameQuestion: 'It looks like you asked this already. Is one of these what you mean?',
  startOver: "Sure, let's start over. What can I help you with?",
  notUnderstood: 'Unable to understand your request, please describe in more detail',
  commonWords: ['i', "i'm", 'me', 'my', 'you', 'your', 'we', 'it', 'is', 'are', 'was', 'be', 'do', 'does', 'did', 'can', 'could', 'would', 'will', 'not', "don't", "can't", 'the', 'a', 'an', 'to', 'of', 'in', 'on', 'for', 'with', 'and', 'or', 'what', 'why', 'how', 'when', 'where', 'who', 'which', 'help', 'please', 'account', 'money', 'get', 'want', 'need', 'have', 'has', 'yes', 'no', 'ok', 'change'],
  keywords: {
    password: ['password*', 'passcode', 'pwd'],
    withdraw: ['how long', 'processing time', 'under review'],
    deposit: ['add funds', 'not arrived', "hasn't arrived", 'hasn’t arrived', 'not credited'],
    thanks: ['thanks', 'thank you', 'thx', 'appreciate*'],
    greeting: ['hi', 'hello', 'hey', 'good morning', 'good afternoon', 'good evening'],
  },
  triggers: {
    human: ['human', 'humans', 'agent', 'agents', 'person', 'operator', 'customer service'],
    technical: ['bug', 'bugs', 'buggy', 'crash*', 'error*', 'glitch*', 'freez*', 'frozen'],
    withdrawal: ['withdraw*', 'cash out', 'cashout', 'payout*'],
    topUp: ['top up', 'top-up', 'topup', 'deposit*', 'recharge*'],
    appeal: ['appeal*', 'violation*'],
    payment: ['payment*', 'refund*'],
  },
  spaced: true,
};
