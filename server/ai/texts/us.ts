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
  keywords: {
    password: ['password*', 'passcode', 'pwd'],
    withdraw: ['withdraw*', 'cash out', 'cashout', 'payout*'],
    deposit: ['deposit*', 'top up', 'top-up', 'topup', 'recharge*', 'add funds'],
    thanks: ['thanks', 'thank you', 'thx', 'appreciate*'],
    greeting: ['hi', 'hello', 'hey', 'good morning', 'good afternoon', 'good evening'],
  },
  spaced: true,
};
