import type { FaqLocaleContent } from './catalog';
import { US } from './us';

/** en-NG reads the US English texts; only what differs locally (payment methods) is its own. */
export const NG: FaqLocaleContent = {
  types: US.types,
  questions: {
    ...US.questions,
    depositMethods: {
      title: 'Which payment methods can I use to top up?',
      answer:
        '<p>You can top up by <b>bank transfer</b>, <b>USSD</b>, <b>debit card</b> and the wallets shown on the top-up page.</p><p>Always pay from an account in your own name.</p>',
    },
  },
};
