import type { FaqLocaleContent } from './catalog';

export const US: FaqLocaleContent = {
  types: {
    account: 'Account & password',
    deposits: 'Deposits & top-ups',
    withdrawals: 'Withdrawals',
    security: 'Security',
    app: 'App problems',
  },
  questions: {
    forgotPassword: {
      title: 'I forgot my password. How do I reset it?',
      answer:
        '<p>On the sign-in screen tap <b>Forgot password</b> and enter the phone number or email of your account.</p><ul><li>We send you a 6-digit code, valid for 10 minutes.</li><li>Enter the code and choose a new password of at least 8 characters.</li></ul><p>No code after 2 minutes? Check your spam folder or ask for a new one.</p>',
    },
    changePhone: {
      title: 'How do I change the phone number on my account?',
      answer:
        '<p>Go to <b>Profile → Security → Phone number</b>. We send a code to your old number first, then to the new one.</p><p>If you no longer have the old number, chat with support and have your ID ready.</p>',
    },
    accountLocked: {
      title: 'Why is my account locked?',
      answer:
        '<p>An account is locked for 30 minutes after <b>5 wrong passwords</b> in a row, to protect you.</p><p>Wait 30 minutes or reset your password. If it stays locked, chat with support.</p>',
    },
    depositNotArrived: {
      title: 'My deposit has not arrived. What should I do?',
      answer:
        '<p>Most deposits arrive within <b>5 minutes</b>; bank transfers can take up to 2 hours.</p><ul><li>Check that the payment shows as successful in your bank or wallet app.</li><li>Keep the payment receipt or a screenshot.</li></ul><p>Still missing after 2 hours? Chat with support and send the order number and the receipt.</p>',
    },
    depositMethods: {
      title: 'Which payment methods can I use to top up?',
      answer:
        '<p>You can top up by <b>bank card</b>, <b>bank transfer</b> and the e-wallets shown on the top-up page. The list depends on your country.</p><p>Always pay from an account in your own name.</p>',
    },
    depositLimits: {
      title: 'Is there a minimum or maximum top-up amount?',
      answer:
        '<p>The limits are shown on the top-up page next to each payment method. Your payment provider may set lower daily limits of its own.</p>',
    },
    withdrawalTime: {
      title: 'How long does a withdrawal take?',
      answer:
        '<p>After you request a withdrawal it is reviewed, then paid out. The payout stage takes <b>10 to 20 minutes</b>.</p><ul><li>Pending review: we are checking the request.</li><li>In progress: the money is on its way to your account.</li><li>Credited: the money has been paid out.</li></ul>',
    },
    withdrawalFailed: {
      title: 'My withdrawal failed. Where is my money?',
      answer:
        '<p>When a withdrawal fails, the amount is <b>refunded to your balance</b> automatically. Check that your bank details are correct and try again.</p>',
    },
    withdrawalOnHold: {
      title: 'Why is my withdrawal on hold or marked as a violation?',
      answer:
        '<p>A withdrawal can be put on hold for an extra security check. An order marked as a <b>violation order</b> broke the rules of the platform.</p><p>If you think this is a mistake, chat with support and file an appeal for that order.</p>',
    },
    twoStep: {
      title: 'How do I turn on two-step verification?',
      answer:
        '<p>Go to <b>Profile → Security → Two-step verification</b> and follow the steps with an authenticator app.</p><p>Learn more about <a href="https://en.wikipedia.org/wiki/Multi-factor_authentication">two-step verification</a>.</p>',
    },
    suspiciousLogin: {
      title: 'I see a login I don’t recognise. What should I do?',
      answer:
        '<ul><li><b>Change your password</b> at once.</li><li>Sign out of all other devices under Profile → Security.</li><li>Turn on two-step verification.</li></ul><p>Then chat with support so we can check your account.</p>',
    },
    phishing: {
      title: 'Will support ever ask for my password or code?',
      answer:
        '<p><b>Never.</b> Our staff never ask for your password or a verification code. Do not share them with anyone, even if they say they are from support.</p>',
    },
    appCrash: {
      title: 'The app closes or freezes. How can I fix it?',
      answer:
        '<ul><li>Update the app to the latest version.</li><li>Restart your phone.</li><li>Free up some storage space.</li></ul><p>If it still happens, chat with support and tell us your phone model.</p>',
    },
    blankScreen: {
      title: 'The app shows a blank screen',
      answer: '<p>Close the app completely and open it again. If the screen stays blank, reinstall the app.</p>',
    },
  },
};
