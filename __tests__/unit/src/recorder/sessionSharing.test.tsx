import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { gunzipSync, gzipSync } from 'node:zlib';
import { I18nextProvider } from 'react-i18next';
import { createRecorderSlot, sessionSharingView } from '../../../../src/app/fieldCapture';
import { createFieldRecording } from '../../../../src/app/fieldRecording';
import type { AppStore } from '../../../../src/app/store';
import { personAskedFor } from '../../../../src/features/chat/state/chatActions';
import { setupI18n } from '../../../../src/lib/i18n/setupI18n';
import { memoryStore } from '../../../../src/lib/storage';
import { storeRecordedBy } from '../../../support/recordedStore';
import { fakeFetch, ok } from '../../../support/renderApp';

const meta = { locale: 'US', appKey: 'demo', userAgent: 'jest' };

/** `before`: what the customer does before the recorder comes (a first visit's loads after the first screen). */
async function pageWithFieldRecording(before?: (store: AppStore) => void) {
  const i18n = await setupI18n('US');
  const slot = createRecorderSlot();
  const store = storeRecordedBy(slot, { token: 'tok-1', productId: '1', companyId: '100', appKey: 'demo' });
  before?.(store);
  const field = createFieldRecording({
    meta,
    debug: false,
    apiBase: 'http://api.test',
    storage: memoryStore(),
    policyStorage: memoryStore(),
    gzip: (text) => Promise.resolve(new Uint8Array(gzipSync(text))),
    origin: slot.startedAt,
  });
  slot.attach(field.recorder);
  slot.route('/chat');
  field.connect(store);
  field.applyPolicy('on_support', 1);
  await waitFor(() => expect(sessionSharingView.get()).not.toBeNull());
  const View = sessionSharingView.get()!;
  render(
    <I18nextProvider i18n={i18n}>
      <View place="menu" />
      <View place="notice" />
    </I18nextProvider>,
  );
  return { field, store, slot };
}

describe('sharing the session from the chat', () => {
  let uploads: { path: string; reason: string | null; body: { entries: { kind: string; path?: string }[] } }[];
  let fetchFake: ReturnType<typeof fakeFetch>;
  beforeEach(() => {
    uploads = [];
    fetchFake = fakeFetch((url, init) => {
      if (init?.method === 'PUT') {
        const body = JSON.parse(gunzipSync(Buffer.from(init.body as Uint8Array)).toString('utf8'));
        uploads.push({ path: url.pathname, reason: url.searchParams.get('reason'), body });
        return ok({ stored: true });
      }
      return ok({});
    });
  });
  afterEach(() => {
    fetchFake.restore();
    sessionSharingView.set(null);
  });

  it('“Send this session to support” uploads it with the customer’s token, then the chat says so, once', async () => {
    const { slot, store } = await pageWithFieldRecording();
    slot.route('/faqreply?id=7&token=secret-token');
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send this session to support' }));
    expect(await screen.findByRole('status')).toHaveTextContent('This session was shared with support.');
    expect(screen.queryByRole('button', { name: 'Send this session to support' })).toBeNull();
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0].path).toMatch(/^\/api\/v1\/recordings\/[A-Za-z0-9_-]{22}\/pages\/0\/chunks\/0$/);
    expect(uploads[0].reason).toBe('customer');
    const put = fetchFake.calls.find((call) => call.init?.method === 'PUT');
    expect(new Headers(put?.init?.headers).get('X-Token')).toBe('tok-1');
    expect(uploads[0].body.entries.filter((entry) => entry.kind === 'route').map((entry) => entry.path)).toEqual([
      '/chat',
      '/faqreply?id=7&token=[redacted]',
    ]);
    act(() => void store.dispatch(personAskedFor()));
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('asking for a person before the recorder came shares it as soon as it comes, from the start', async () => {
    await pageWithFieldRecording((store) => store.dispatch(personAskedFor()));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0].reason).toBe('person');
    expect(JSON.stringify(uploads[0].body.entries)).toContain(personAskedFor.type);
  });

  it('asking for a person shares it too', async () => {
    const { store } = await pageWithFieldRecording();
    act(() => void store.dispatch(personAskedFor()));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0].reason).toBe('person');
    expect(screen.getByRole('status')).toHaveTextContent('This session was shared with support.');
  });
});
