import type { AssistantTexts } from './types';

export const NG: AssistantTexts = {
  welcome:
    "Hello, you're welcome! I'm the support assistant. Ask me anything, or choose one of the common questions below.",
  questions: {
    password: 'How can I reset my password?',
    deposit: 'My deposit has not reflected yet',
    withdraw: 'How long does withdrawal take?',
  },
  answers: {
    greeting: 'Good day! How can I help you today?',
    thanks: "You're welcome! Is there anything else I can do for you?",
  },
  replies: {
    human: 'No problem, I will connect you to a customer care agent now. Kindly hold on.',
    technical:
      'Sorry for the wahala. I will open a technical report so our engineers can check it. Kindly tell me what happened and send a screenshot if you can.',
    withdrawal: 'It seems your withdrawal has an issue. Let me open a request so our team can check it for you.',
    topUp: 'It seems your top-up has an issue. Let me open a request so our team can check it for you.',
    appeal: 'You can appeal the violation order. Let me open an appeal so our team can review it.',
    payment: 'It seems your payment has an issue. Let me open a request so our team can check it for you.',
  },
  sameQuestion: 'It seems you don ask this question before. Is it one of these you mean?',
  startOver: "No wahala, let's start again. How can I help you?",
  stillNotUnderstood: 'I never find answer to that one yet. You wan talk to a person? You fit also ask am another way.',
  noAgentOnline:
    'No agent fit take your chat right now. Kindly leave a message and we go reply once one of us is back.',
  pictureAdded: 'Thank you, I don add your picture to your request. Open the form above to check am and send am.',
  notUnderstood: 'Unable to understand your request, please describe it in more detail',
};
