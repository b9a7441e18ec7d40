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
  },
  replies: {
    human: "I'll connect you with a support agent. Please hold on a moment.",
    technical:
      "Sorry about the trouble. I'll open a technical report so our engineers can look into it. Please describe what happened and add a screenshot if you can.",
    withdrawal:
      "It looks like there's a problem with a withdrawal. Let's open a request so our team can check it for you.",
    topUp: "It looks like there's a problem with a top-up. Let's open a request so our team can check it for you.",
    appeal: "You can appeal a violation order. Let's open an appeal so our team can review it.",
    payment: "It looks like there's a problem with a payment. Let's open a request so our team can check it for you.",
  },
  sameQuestion: 'It looks like you asked this already. Is one of these what you mean?',
  startOver: "Sure, let's start over. What can I help you with?",
  stillNotUnderstood:
    "I still couldn't find an answer to that. Would you like to talk to a person? You can also try asking in other words.",
  noAgentOnline:
    "No agent can take your chat right now. You can leave a message, and we'll reply as soon as one is back.",
  pictureAdded: "Thanks, I've added your picture to your request. Open the form above to check it and send it.",
  notUnderstood: 'Unable to understand your request, please describe in more detail',
};
