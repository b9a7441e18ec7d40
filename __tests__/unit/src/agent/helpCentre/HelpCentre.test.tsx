import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HelpCentre } from '../../../../../src/agent/helpCentre/HelpCentre';
import { ConsoleTexts } from '../../../../../src/agent/i18n/ConsoleTexts';
import { ARTICLES, fakeHelpCentre, LOCKED } from './fakeHelpCentre';

type Fake = ReturnType<typeof fakeHelpCentre>;

const renderHelpCentre = (fake: Fake) =>
  render(
    <ConsoleTexts>
      <HelpCentre fetchFn={fake.fetchFn} token="tok-ann" />
    </ConsoleTexts>,
  );

async function openHelpCentre(fake: Fake = fakeHelpCentre()) {
  const user = userEvent.setup();
  renderHelpCentre(fake);
  await screen.findByText('3 articles');
  return { user, fake };
}

const articleList = () => screen.getByRole('region', { name: 'Articles' });
const editor = () => screen.getByRole('region', { name: /^Article 1002/ });

async function openLockedArticle(fake?: Fake) {
  const opened = await openHelpCentre(fake);
  await opened.user.click(within(articleList()).getByRole('button', { name: 'Why is my account locked?' }));
  await within(editor()).findByLabelText('Title');
  return opened;
}

describe('the help centre: products', () => {
  it('offers the products of the agent’s company by name, with the first one open', async () => {
    const { fake } = await openHelpCentre();
    expect(fake.calls[0]).toMatchObject({
      method: 'GET',
      path: '/api/v1/agent/help-centre/products',
      token: 'tok-ann',
    });
    const product = screen.getByLabelText('Product');
    expect(
      within(product)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Demo (product 1)', 'Demo (colour scheme 3) (product 3)']);
    expect(product).toHaveValue('1');
  });

  it('says so when the company has no products, and asks for no articles', async () => {
    const fake = fakeHelpCentre({ products: [] });
    renderHelpCentre(fake);
    expect(
      await screen.findByText('Your company has no products yet, so there is no help centre to edit.'),
    ).toBeVisible();
    expect(screen.queryByLabelText('Product')).not.toBeInTheDocument();
    expect(fake.callsTo('articles')).toEqual([]);
  });

  it('says the sandbox is unreachable when the products do not load, and tries again on request', async () => {
    const user = userEvent.setup();
    const fake = fakeHelpCentre({ products: 'unreachable' });
    renderHelpCentre(fake);
    expect(await screen.findByText('Cannot reach the sandbox. Is it running?')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(fake.callsTo('products')).toHaveLength(2));
  });
});

describe('the help centre: articles', () => {
  it('lists the product’s articles in the language with their status, with the agent’s token', async () => {
    const { fake } = await openHelpCentre();
    expect(fake.callsTo('articles')[0]).toMatchObject({
      method: 'GET',
      path: '/api/v1/agent/help-centre/articles',
      query: { product_id: '1', language: 'US' },
      token: 'tok-ann',
    });
    const items = within(articleList()).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('button')?.textContent)).toEqual(ARTICLES.map((a) => a.title));
    const badges = (item: HTMLElement) => [...item.querySelectorAll('.agent-badge')].map((badge) => badge.textContent);
    expect(items.map(badges)).toEqual([['Published'], ['Published', 'Has draft'], ['Draft']]);
  });

  it('asks for another product and language when they are picked, and searches with q', async () => {
    const { user, fake } = await openHelpCentre();
    await user.selectOptions(screen.getByLabelText('Product'), '3');
    await user.selectOptions(screen.getByLabelText('Language'), 'Japanese (JP)');
    await waitFor(() => expect(fake.callsTo('articles').at(-1)?.query).toEqual({ product_id: '3', language: 'JP' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), ' locked {Enter}');
    expect(await screen.findByText('1 article matches “locked”.')).toBeInTheDocument();
    expect(fake.callsTo('articles').at(-1)?.query).toEqual({ product_id: '3', language: 'JP', q: 'locked' });
    expect(within(articleList()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('opens an article: the draft to edit beside the published version, and its revisions', async () => {
    const { fake } = await openLockedArticle();
    expect(fake.callsTo('article')[0].query).toEqual({ product_id: '1', language: 'US', id: '1002' });
    expect(within(editor()).getByRole('heading', { name: /^Article 1002/ })).toHaveFocus();
    expect(within(editor()).getByLabelText('Title')).toHaveValue(LOCKED.draft?.title);
    expect(within(editor()).getByLabelText('Answer (HTML)')).toHaveValue(LOCKED.draft?.content);
    expect(within(editor()).getByLabelText('Questions customers ask (one per line)')).toHaveValue(
      'locked out\ntoo many tries',
    );
    const published = within(editor()).getByRole('region', { name: 'Published version' });
    expect(published).toHaveTextContent('Locked after 5 wrong passwords.');
    expect(within(editor()).getByText(/^Saved by Ann, /)).toBeInTheDocument();
    const revisions = within(editor()).getByRole('region', { name: 'Revisions (2)' });
    expect(
      within(revisions)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/^DraftAnn/), expect.stringMatching(/^PublishedBen/)]);
  });

  it('previews the answer as customers see it: sanitized, live', async () => {
    const { user } = await openLockedArticle();
    const answer = within(editor()).getByLabelText('Answer (HTML)');
    await user.clear(answer);
    await user.type(answer, '<p>Try <b>again</b> later<img src=x onerror=alert(1)></p>');
    const preview = within(editor()).getByRole('region', { name: 'Preview' });
    expect(preview.querySelector('b')).toHaveTextContent('again');
    expect(preview.querySelector('img')).toBeNull();
  });

  it('saves the edited draft: title, answer and one phrasing per line', async () => {
    const { user, fake } = await openLockedArticle();
    const publish = within(editor()).getByRole('button', { name: 'Publish' });
    expect(publish).toBeEnabled();
    await user.type(within(editor()).getByLabelText('Title'), ' (updated)');
    await user.clear(within(editor()).getByLabelText('Answer (HTML)'));
    await user.type(within(editor()).getByLabelText('Answer (HTML)'), '<p>Wait 30 minutes.</p>');
    const phrasings = within(editor()).getByLabelText('Questions customers ask (one per line)');
    await user.type(phrasings, '{Enter}  locked out  {Enter}{Enter}why cant i log in');
    expect(publish).toBeDisabled();
    expect(publish).toHaveAccessibleDescription('Save the draft first: Publish puts the saved draft live.');

    await user.click(within(editor()).getByRole('button', { name: 'Save draft' }));
    await within(editor()).findByText(/^Draft saved/);
    expect(fake.callsTo('save-draft').map((call) => call.body)).toEqual([
      {
        product_id: '1',
        id: '1002',
        type_id: '101',
        language: 'US',
        title: 'Why is my account locked? (updated)',
        content: '<p>Wait 30 minutes.</p>',
        phrasings: ['locked out', 'too many tries', 'why cant i log in'],
      },
    ]);
    expect(fake.callsTo('save-draft')[0].token).toBe('tok-ann');
    // The article and the list are read again.
    await waitFor(() => expect(fake.callsTo('article')).toHaveLength(2));
    expect(fake.callsTo('articles')).toHaveLength(2);
  });

  it('shows what the sandbox kept once a draft is saved, ready to publish', async () => {
    const { user } = await openLockedArticle();
    const answer = within(editor()).getByLabelText('Answer (HTML)');
    await user.clear(answer);
    await user.type(answer, '<div>Wait an hour.</div>');
    await user.click(within(editor()).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(answer).toHaveValue('Wait an hour.'));
    expect(within(editor()).getByRole('button', { name: 'Save draft' })).toBeDisabled();
    expect(within(editor()).getByRole('button', { name: 'Publish' })).toBeEnabled();
  });

  it('publishes the saved draft once confirmed', async () => {
    const { user, fake } = await openLockedArticle();
    await user.click(within(editor()).getByRole('button', { name: 'Publish' }));
    const confirm = within(editor()).getByRole('group', { name: /^Publish this draft in English \(US\)\?/ });
    expect(within(confirm).getByRole('button', { name: 'Publish now' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(fake.callsTo('publish')).toEqual([]);
    expect(within(editor()).getByRole('button', { name: 'Publish' })).toHaveFocus();

    await user.click(within(editor()).getByRole('button', { name: 'Publish' }));
    await user.click(within(editor()).getByRole('button', { name: 'Publish now' }));
    await within(editor()).findByText(/^Published\. Customers and the assistant get the new version/);
    // Nothing is left to publish: the published version is the draft that was.
    await waitFor(() =>
      expect(within(editor()).getByRole('button', { name: 'Publish' })).toHaveAccessibleDescription(
        'Nothing to publish: customers already see this version.',
      ),
    );
    expect(within(editor()).getByRole('region', { name: 'Published version' })).toHaveTextContent(
      'Locked after 5 wrong passwords in a row.',
    );
    expect(fake.callsTo('publish').map((call) => call.body)).toEqual([{ product_id: '1', id: '1002', language: 'US' }]);
  });

  it('creates an article in a category its list shows', async () => {
    const { user, fake } = await openHelpCentre();
    await user.click(screen.getByRole('button', { name: 'New article' }));
    const form = await screen.findByRole('region', { name: /^New article/ });
    expect(within(form).getByLabelText('Category')).toHaveValue('101');
    await user.selectOptions(within(form).getByLabelText('Category'), '102 (e.g. Which deposit methods are there?)');
    expect(within(form).getByRole('button', { name: 'Save draft' })).toBeDisabled();
    await user.type(within(form).getByLabelText('Title'), 'Is there a deposit fee?');
    await user.type(within(form).getByLabelText('Answer (HTML)'), '<p>No.</p>');
    await user.click(within(form).getByRole('button', { name: 'Save draft' }));
    await screen.findByRole('region', { name: /^Article 1004/ });
    expect(fake.callsTo('save-draft').map((call) => call.body)).toEqual([
      {
        product_id: '1',
        type_id: '102',
        language: 'US',
        title: 'Is there a deposit fee?',
        content: '<p>No.</p>',
        phrasings: [],
      },
    ]);
    expect(await within(articleList()).findByRole('button', { name: 'Is there a deposit fee?' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});

describe('the help centre for an agent without the editor role', () => {
  it('is read-only when the list says so', async () => {
    const { user } = await openHelpCentre(fakeHelpCentre({ canEdit: false, editor: false }));
    expect(screen.getByText(/^Read only: you do not have the help-centre editor role/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New article' })).toBeDisabled();
    await user.click(within(articleList()).getByRole('button', { name: 'Why is my account locked?' }));
    const title = await within(editor()).findByLabelText('Title');
    expect(title).toHaveAttribute('readonly');
    expect(within(editor()).getByRole('button', { name: 'Save draft' })).toBeDisabled();
    const publish = within(editor()).getByRole('button', { name: 'Publish' });
    expect(publish).toBeDisabled();
    expect(publish).toHaveAccessibleDescription(/^Read only/);
  });

  it('says why when the sandbox refuses a write, and turns read-only', async () => {
    const { user, fake } = await openLockedArticle(fakeHelpCentre({ canEdit: undefined, editor: false }));
    await user.type(within(editor()).getByLabelText('Title'), '!');
    await user.click(within(editor()).getByRole('button', { name: 'Save draft' }));
    expect(await within(editor()).findByRole('alert')).toHaveTextContent(
      'Not saved. Read only: you do not have the help-centre editor role.',
    );
    expect(fake.callsTo('save-draft')).toHaveLength(1);
    expect(within(editor()).getByRole('button', { name: 'Save draft' })).toBeDisabled();
    expect(within(editor()).getByLabelText('Title')).toHaveAttribute('readonly');
  });
});

describe('the help centre: unanswered questions', () => {
  it('lists them, adds one as a phrasing of an article, and reads the list again', async () => {
    const { user, fake } = await openHelpCentre();
    await user.click(screen.getByRole('tab', { name: 'Unanswered questions' }));
    const section = await screen.findByRole('region', { name: 'Unanswered questions' });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.agent-text')?.textContent)).toEqual([
      'cant get in after many tries',
      'Is there a fee?',
    ]);
    expect(items[0]).toHaveTextContent(/Asked 4 times, last/);
    expect(items[1]).toHaveTextContent(/Asked once, last/);

    const add = within(items[0]).getByRole('button', { name: 'Add phrasing' });
    expect(add).toBeDisabled();
    await user.selectOptions(within(items[0]).getByLabelText('Add as phrasing of…'), 'Why is my account locked?');
    await user.click(add);
    expect(await within(section).findByRole('status')).toHaveTextContent(
      '“cant get in after many tries” is now a phrasing of “Why is my account locked?”.',
    );
    expect(fake.callsTo('add-phrasing').map((call) => call.body)).toEqual([
      { product_id: '1', id: '1002', language: 'US', key: 'cant get in after many tries' },
    ]);
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
    expect(fake.callsTo('unanswered')).toHaveLength(2);
  });

  it('shows the refusal of an agent without the editor role', async () => {
    const { user } = await openHelpCentre(fakeHelpCentre({ canEdit: undefined, editor: false }));
    await user.click(screen.getByRole('tab', { name: 'Unanswered questions' }));
    const section = await screen.findByRole('region', { name: 'Unanswered questions' });
    const [first] = await within(section).findAllByRole('listitem');
    await user.selectOptions(within(first).getByLabelText('Add as phrasing of…'), 'Why is my account locked?');
    await user.click(within(first).getByRole('button', { name: 'Add phrasing' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(/^Not saved\. Read only/);
    expect(screen.getByText(/^Read only: you do not have/)).toBeInTheDocument();
  });
});
