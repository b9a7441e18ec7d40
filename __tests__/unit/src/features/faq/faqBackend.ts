import { fail, ok, type Responder } from '../../../../support/renderApp';

export const TYPES = [
  { id: '101', name: 'Account & password', icon: 'account', sort: 1, question_count: 2 },
  { id: '102', name: 'Deposits & top-ups', icon: 'deposits', sort: 2, question_count: 0 },
];
export const QUESTIONS = [
  {
    id: '1001',
    type_id: '101',
    title: 'I forgot my password. How do I reset it?',
    summary: 'On the sign-in screen tap Forgot password.',
  },
  { id: '1014', type_id: '101', title: 'The app shows a blank screen', summary: 'Close the app completely.' },
];
export const HOSTILE_HTML =
  '<p>Close the app.</p><img src=x onerror="alert(1)"><script>window.__pwned = true</script><a href="javascript:alert(1)">Fix it now</a><p onclick="alert(2)">Still stuck?</p><a href="https://example.com/help">Help</a>';
export const ANSWERS: Record<string, string> = {
  '1001': '<p>Tap <b>Forgot password</b>.</p><ul><li>We send a code.</li></ul>',
  '1014': HOSTILE_HTML,
};
export const UPDATED_AT = Date.UTC(2024, 4, 17);

export interface FaqBackendOptions {
  /** Answers type-list with a server error this many times first. */
  typeListFailures?: number;
  colorScheme?: number;
}

/** The main API and the legacy FAQ host as the screens use them, with what each call received. */
export function faqBackend(options: FaqBackendOptions = {}): Responder {
  let typeListFailures = options.typeListFailures ?? 0;
  return (url) => {
    const params = url.searchParams;
    switch (url.pathname) {
      case '/api/v1/product/by-app-key':
        return ok({ id: '1', company_id: '100' });
      case '/api/v1/faq/conf':
        return ok({
          is_force_faq: 0,
          is_report_data: 0,
          ai_michat_status: 1,
          color_scheme: options.colorScheme ?? 1,
          faq_url: '',
        });
      case '/api/v1/faq/type-list':
        if (typeListFailures > 0) {
          typeListFailures -= 1;
          return fail(500, 1500);
        }
        return ok({ types: TYPES });
      case '/api/v1/faq/list': {
        const keyword = params.get('keyword')?.toLowerCase();
        const list = QUESTIONS.filter(
          (question) =>
            (!params.get('type_id') || question.type_id === params.get('type_id')) &&
            (!keyword || question.title.toLowerCase().includes(keyword)),
        );
        return ok({ list, total: list.length });
      }
      case '/api/v1/faq/details': {
        const question = QUESTIONS.find((candidate) => candidate.id === params.get('id'));
        return question
          ? ok({
              id: question.id,
              type_id: question.type_id,
              title: question.title,
              content: ANSWERS[question.id],
              updated_at: UPDATED_AT,
            })
          : fail(404, 1005);
      }
      case '/customer/v1/faq-api/find-guide':
        return ok({ guides: [{ id: '7', type_id: '3', title: 'How long does a withdrawal take?' }] });
      case '/customer/v1/faq-api/get':
        return ok({
          id: '7',
          title: 'How long does a withdrawal take?',
          content: '<p>The payout takes <b>10 to 20 minutes</b>.</p>',
        });
      default:
        return fail(404, 1005);
    }
  };
}
