import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { voteKey } from '../../../../../src/features/faq/HelpfulVote';
import { sessionStore } from '../../../../../src/lib/storage';
import { LEGACY_FAQ_AUTHORIZATION, LEGACY_FAQ_COMPANY_ID } from '../../../../../src/protocol/faq';
import { localeTexts } from '../../../../support/localeTexts';
import { fakeFetch, renderApp } from '../../../../support/renderApp';
import { faqBackend, QUESTIONS, TYPES, UPDATED_AT, type FaqBackendOptions } from './faqBackend';

const jaJP = localeTexts('ja-JP');

let fetchFake: ReturnType<typeof fakeFetch> | undefined;
afterEach(() => {
  fetchFake?.restore();
  sessionStore.remove(voteKey('1001'));
});

function serve(options: FaqBackendOptions = {}) {
  fetchFake = fakeFetch(faqBackend(options));
  return fetchFake;
}

describe('/faqmain', () => {
  // React 19 reads a submitted form into a FormData when the submit starts a transition (navigate
  // does); this environment's FormData is Node's, which cannot read a DOM form, so it reads nothing.
  const NodeFormData = globalThis.FormData;
  beforeAll(() => {
    globalThis.FormData = class extends NodeFormData {
      constructor() {
        super();
      }
    };
  });
  afterAll(() => {
    globalThis.FormData = NodeFormData;
  });

  it('shows the search box, popular questions, topics with counts and the legacy guides; the h1 takes the focus only after a move inside the app', async () => {
    serve();
    await renderApp('/faqmain?app_key=demo&country=US');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Help centre' });
    expect(heading).not.toHaveFocus(); // the screen the page opened at: no focus moved, no ring
    expect(screen.getByRole('searchbox', { name: 'Search the help centre' })).toBeInTheDocument();
    const topics = await screen.findByRole('region', { name: 'Topics' });
    expect(await within(topics).findByRole('link', { name: /Account & password\s*2 questions/ })).toHaveAttribute(
      'href',
      '/faqclass?app_key=demo&country=US&type_id=101',
    );
    expect(within(topics).getByText('0 questions')).toBeInTheDocument();
    const popular = screen.getByRole('region', { name: 'Popular questions' });
    expect(await within(popular).findByRole('link', { name: QUESTIONS[0].title })).toBeInTheDocument();
    expect(await screen.findByText('How long does a withdrawal take?')).toBeInTheDocument();
    await userEvent.click(within(topics).getByRole('link', { name: /Account & password/ }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Account & password' })).toHaveFocus());
  });

  it('asks the legacy FAQ host with the fixed headers and never with the user’s token', async () => {
    const fake = serve();
    await renderApp('/faqmain?app_key=demo&country=US');
    await screen.findByText('How long does a withdrawal take?');
    const legacy = fake.calls.find((call) => call.url.pathname === '/customer/v1/faq-api/find-guide');
    expect(legacy?.url.origin).toBe('http://legacy-faq.test');
    const headers = new Headers(legacy?.init?.headers);
    expect(headers.get('Authorization')).toBe(LEGACY_FAQ_AUTHORIZATION);
    expect(headers.get('X-Company-Id')).toBe(LEGACY_FAQ_COMPANY_ID);
    expect(headers.get('X-Token')).toBeNull();
    expect(legacy?.init?.credentials).toBe('omit');
  });

  it('opens a guide in place, loading its body from the legacy host', async () => {
    serve();
    await renderApp('/faqmain?app_key=demo&country=US');
    await userEvent.click(await screen.findByText('How long does a withdrawal take?'));
    expect(await screen.findByText('10 to 20 minutes')).toBeInTheDocument();
  });

  it('searches by keyword, keeps it in the address, and says when nothing matches', async () => {
    const fake = serve();
    const { router } = await renderApp('/faqmain?app_key=demo&country=US');
    const box = await screen.findByRole('searchbox', { name: 'Search the help centre' });
    const search = async (text: string) => {
      await userEvent.clear(box);
      await userEvent.type(box, `${text}{Enter}`);
    };
    await search('password');
    const results = await screen.findByRole('heading', { name: 'Results for “password”' });
    expect(router.state.location.search).toContain('keyword=password');
    expect(await screen.findByRole('link', { name: /I forgot my password/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/faqanswery\?.*id=1001/),
    );
    expect(results).toBeInTheDocument();
    expect(fake.calls.some((call) => call.url.searchParams.get('keyword') === 'password')).toBe(true);
    await search('nothing-like-this');
    expect(await screen.findByText(/No questions match “nothing-like-this”/)).toBeInTheDocument();
  });

  it('shows a translated error with a retry that works', async () => {
    serve({ typeListFailures: 1 });
    await renderApp('/faqmain?app_key=demo&country=US');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Account & password/ })).toBeInTheDocument();
  });

  it('speaks Japanese with country=JP and asks for the JP texts', async () => {
    const fake = serve();
    await renderApp('/faqmain?app_key=demo&country=JP');
    expect(await screen.findByRole('heading', { level: 1, name: jaJP.faq.homeTitle })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: jaJP.faq.searchLabel })).toBeInTheDocument();
    await screen.findByRole('link', { name: /Account & password/ });
    expect(
      fake.calls.find((call) => call.url.pathname === '/api/v1/faq/type-list')?.url.searchParams.get('language'),
    ).toBe('JP');
  });
});

describe('/faqa and /faqb', () => {
  it.each([
    ['/faqa', 'faq-categories--cards'],
    ['/faqb', 'faq-categories--compact'],
  ])('%s lays the topics out as %s', async (path, className) => {
    serve({ colorScheme: 3 });
    const { container } = await renderApp(`${path}?app_key=demo-scheme3`);
    await screen.findByRole('link', { name: /Account & password/ });
    expect(container.querySelector(`.${className}`)).not.toBeNull();
  });
});

describe('/faqclass', () => {
  it('lists the category’s questions under its name and opens an answer', async () => {
    serve();
    const { router } = await renderApp('/faqclass?app_key=demo&type_id=101');
    expect(await screen.findByRole('heading', { level: 1, name: TYPES[0].name })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('link', { name: /I forgot my password/ }));
    expect(await screen.findByRole('heading', { level: 1, name: QUESTIONS[0].title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/faqdetail');
  });

  it('says so when a category has no questions', async () => {
    serve();
    await renderApp('/faqclass?app_key=demo&type_id=102');
    expect(await screen.findByText('There are no questions here yet.')).toBeInTheDocument();
  });
});

describe('an answer', () => {
  it('renders the rich text, the date by Intl, and the way back', async () => {
    serve();
    await renderApp('/faqdetail?app_key=demo&country=US&id=1001');
    expect(await screen.findByRole('heading', { level: 1, name: QUESTIONS[0].title })).toBeInTheDocument();
    expect(screen.getByText('Forgot password').tagName).toBe('B');
    expect(within(screen.getByRole('article')).getByRole('listitem')).toHaveTextContent('We send a code.');
    const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(UPDATED_AT);
    expect(screen.getByText(`Updated ${date}`)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: TYPES[0].name })).toHaveAttribute(
      'href',
      expect.stringContaining('type_id=101'),
    );
  });

  it('renders the hostile answer without script, event handlers or javascript: links', async () => {
    serve();
    const { container } = await renderApp('/faqanswery?app_key=demo&id=1014');
    await screen.findByText('Close the app.');
    const answer = container.querySelector('.faq-answer__content');
    expect(answer?.querySelector('script')).toBeNull();
    expect(answer?.innerHTML).not.toMatch(/onerror|onclick|javascript:|<img/i);
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
    expect(screen.getByText('Fix it now')).not.toHaveAttribute('href');
    const safe = screen.getByRole('link', { name: 'Help' });
    expect(safe).toHaveAttribute('href', 'https://example.com/help');
    expect(safe).toHaveAttribute('target', '_blank');
    expect(safe).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('asks "Was this helpful?", thanks the user and remembers the vote for the session', async () => {
    serve();
    const first = await renderApp('/faqdetail?app_key=demo&id=1001');
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(screen.getByText('Thanks for your feedback!')).toHaveAttribute('role', 'status');
    expect(sessionStore.get(voteKey('1001'))).toBe('yes');
    first.unmount();
    await renderApp('/faqdetail?app_key=demo&id=1001');
    expect(await screen.findByText('Thanks for your feedback!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'No' })).toBeNull();
  });

  it('goes to the chat with the question in the location state, marked nofaq', async () => {
    serve();
    const { router } = await renderApp('/faqdetail?app_key=demo&country=US&id=1001');
    await userEvent.click(await screen.findByRole('button', { name: 'Chat with support' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
    expect(router.state.location.search).toBe('?app_key=demo&country=US&nofaq=1');
    expect(router.state.location.state).toEqual({ faqQuestion: QUESTIONS[0].title, faqId: '1001' });
  });

  it('from the chat (/faqreply) offers the way back to the chat', async () => {
    serve();
    await renderApp('/faqreply?app_key=demo&id=1001');
    expect(await screen.findByRole('button', { name: 'Back to chat' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says the question is gone for an unknown id', async () => {
    serve();
    await renderApp('/faqdetail?app_key=demo&id=999');
    expect(await screen.findByRole('alert')).toHaveTextContent('This question could not be found.');
  });
});

describe('/faqindex', () => {
  it('lists every question by topic without any guard call (no login, no config, no product lookup)', async () => {
    const fake = serve();
    await renderApp('/faqindex?app_key=demo&user=alice&pass=demo-pass');
    const section = await screen.findByRole('region', { name: TYPES[0].name });
    expect(await within(section).findByRole('link', { name: QUESTIONS[1].title })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/faqdetail\?/),
    );
    const paths = fake.calls.map((call) => call.url.pathname);
    expect(paths).not.toContain('/api/v1/faq/conf');
    expect(paths).not.toContain('/api/v1/product/by-app-key');
    expect(paths).not.toContain('/api/v1/user/login');
  });
});
