import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { lazyFeatures } from '../../../../../src/app/lazyFeatures';
import { createAppStore } from '../../../../../src/app/store';
import { TEST_STORE_OPTIONS } from '../../../../support/storeOptions';
import { createCredentialVault } from '../../../../../src/session/credentialVault';
import { initialSessionState } from '../../../../../src/session/sessionSlice';
import { AttachmentPickers } from '../../../../../src/ui/uploads/AttachmentPickers';
import { UploadList } from '../../../../../src/ui/uploads/UploadList';
import { useUploads } from '../../../../../src/uploads/useUploads';
import { WorkOrderReplyActions } from '../../../../../src/features/workOrders/components/WorkOrderReplyActions';
import { WorkOrderForm } from '../../../../../src/features/workOrders/components/WorkOrderForm';
import { setupI18n, withMoreTranslations } from '../../../../../src/lib/i18n/setupI18n';
import { memoryStore } from '../../../../../src/lib/storage';
import type { AiReply } from '../../../../../src/protocol/entities';
import type { WithdrawOrder } from '../../../../../src/protocol/orders';
import { API_BASE, fakeFetch, ok, SOCKET_BASE } from '../../../../support/renderApp';

async function mount(children: ReactNode) {
  const store = createAppStore({
    ...TEST_STORE_OPTIONS,
    vault: createCredentialVault({ pass: '', sign: '' }),
    sessionStorage: memoryStore(),
    apiBase: API_BASE,
    socketBase: SOCKET_BASE,
    session: { ...initialSessionState, token: 't', productId: '1', companyId: '1', userId: '10001' },
    createSocket: () => {
      throw new Error('no socket');
    },
  });
  // As in the chat, where these views come with the work-order feature and its slice (src/app/lazyFeatures.ts).
  await lazyFeatures.workOrders(store.dispatch);
  // As in the chat, where these views load with every screen's texts (src/lib/i18n/setupI18n.ts).
  const i18n = await setupI18n('US');
  await withMoreTranslations(async () => undefined);
  await waitFor(() => expect(i18n.exists('workOrders.form.submit')).toBe(true));
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </Provider>,
  );
  return store;
}

const order = (id: string, status: WithdrawOrder['status']): WithdrawOrder => ({
  order_id: id,
  order_no: `WD${id}`,
  amount: '10.00',
  currency: 'USD',
  created_at: 0,
  status,
  appealed: false,
});

/** An AI reply offering the withdrawal work order, with these orders in its picker. */
const pickerReplyWith = (withdrawOrders: WithdrawOrder[]): AiReply => ({
  reply_code: 'TO_CREATE_WORK_ORDER',
  contact_human: 0,
  reset_question: 0,
  data: { text: '', question_type: 21, work_order_type: 7, withdraw_orders: withdrawOrders },
});
const pickerReply = pickerReplyWith([order('1', 'credited'), order('2', 'in_progress')]);

describe('the withdrawal order picker', () => {
  it('refuses a 4th selection with the message and leaves it unticked', async () => {
    const reply = pickerReplyWith([
      order('1', 'credited'),
      order('2', 'in_progress'),
      order('3', 'on_hold'),
      order('4', 'violation'),
    ]);
    await mount(<WorkOrderReplyActions reply={reply} pickerId="r1" askAi={() => undefined} live />);
    const user = userEvent.setup();
    for (const no of ['WD1', 'WD2', 'WD3'])
      await user.click(screen.getByRole('checkbox', { name: new RegExp(`${no}\\b`) }));
    await user.click(screen.getByRole('checkbox', { name: /WD4\b/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('You can select up to 3 orders only');
    expect(screen.getByRole('checkbox', { name: /WD4\b/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /WD3\b/ })).toBeChecked();
    expect(screen.getByText(/the payout takes 10 to 20 minutes/)).toBeInTheDocument();
  });

  it('toggles an order from anywhere on its row, and sends the picked orders by number', async () => {
    const asked: unknown[] = [];
    await mount(
      <WorkOrderReplyActions reply={pickerReply} pickerId="r2" askAi={(intent) => asked.push(intent)} live />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByText('In progress', { exact: false }));
    expect(screen.getByRole('checkbox', { name: /WD2\b/ })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /WD1\b/ }));
    await user.click(screen.getByRole('button', { name: 'Send 2 selected orders' }));
    expect(asked).toEqual([{ query: 'My orders: WD2, WD1', withdrawOrderIds: ['2', '1'] }]);
  });

  it('leaves an answered or superseded picker read-only, out of the tab order, with no send', async () => {
    await mount(<WorkOrderReplyActions reply={pickerReply} pickerId="r3" askAi={() => undefined} live={false} />);
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
    expect(screen.queryByRole('button', { name: /selected order/ })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByText('In progress', { exact: false }));
    expect(screen.getByRole('checkbox', { name: /WD2\b/ })).not.toBeChecked();
  });
});

describe('the work-order forms', () => {
  let fetches: ReturnType<typeof fakeFetch>;
  beforeEach(() => {
    fetches = fakeFetch(() => ok({ draft: null }));
  });
  afterEach(() => fetches.restore());

  it('requires the appeal reason (an alert tied to the field)', async () => {
    await mount(
      <WorkOrderForm
        form={{ kind: 1, type: 1, orderIds: ['4'], withdrawOrders: [order('4', 'violation')] }}
        groupId={null}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please enter the reason.');
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveAttribute(
      'aria-describedby',
      expect.stringContaining(alert.id),
    );
    expect(fetches.calls.some((call) => call.url.pathname.endsWith('/work-order'))).toBe(false);
  });

  it('requires 2 payment screenshots for a top-up problem', async () => {
    await mount(<WorkOrderForm form={{ kind: 1, type: 8, orderIds: [], withdrawOrders: [] }} groupId={null} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Top-up order number' }), 'TP10001');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please send 2 payment screenshots')).toHaveAttribute('role', 'alert');
  });

  it('restores what was typed before a reload from the draft, and saves new typing to it', async () => {
    fetches.restore();
    const saved: unknown[] = [];
    fetches = fakeFetch((_url, init) => {
      const body = JSON.parse(String(init?.body)) as { draft?: unknown };
      if (body.draft === undefined)
        return ok({ draft: { reason: 'My payout was held', withdrawOrderIds: ['4'] }, updated_at: 1 });
      saved.push(body);
      return ok({ draft: body.draft, updated_at: 2 });
    });
    await mount(
      <WorkOrderForm
        form={{ kind: 1, type: 1, orderIds: [], withdrawOrders: [order('4', 'violation')] }}
        groupId={null}
      />,
    );
    const reason = screen.getByRole('textbox', { name: 'Reason' });
    await waitFor(() => expect(reason).toHaveValue('My payout was held'));
    await userEvent.setup().type(reason, ' for no reason');
    await waitFor(
      () =>
        expect(saved).toEqual([
          expect.objectContaining({
            kind: 1,
            type: 1,
            draft: expect.objectContaining({ reason: 'My payout was held for no reason', withdrawOrderIds: ['4'] }),
          }),
        ]),
      { timeout: 3000 },
    );
  });

  it('requires the type and the description of a technical work order', async () => {
    await mount(<WorkOrderForm form={{ kind: 2, type: 1, orderIds: [], withdrawOrders: [] }} groupId={null} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByRole('alert')).not.toHaveLength(0);
    expect(screen.getByRole('combobox', { name: 'Type of problem' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Describe the problem' })).toHaveAttribute('aria-invalid', 'true');
    expect(fetches.calls.some((call) => call.url.pathname.endsWith('/work-order'))).toBe(false);
  });
});

class FakeXhr {
  static all: FakeXhr[] = [];
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  withCredentials = true;
  headers: Record<string, string> = {};
  url = '';
  aborted = false;
  constructor() {
    FakeXhr.all.push(this);
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send() {}
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
}

function Uploader() {
  const uploads = useUploads({ kind: 'image' });
  return (
    <>
      <AttachmentPickers onFiles={(files, kind) => uploads.add(files, kind)} video={false} />
      <UploadList items={uploads.items} onCancel={uploads.cancel} onRetry={uploads.retry} />
    </>
  );
}

describe('uploads', () => {
  let fetches: ReturnType<typeof fakeFetch>;
  const original = globalThis.XMLHttpRequest;
  beforeEach(() => {
    FakeXhr.all = [];
    (globalThis as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
    fetches = fakeFetch(() =>
      ok({
        upload_url: 'http://storage.test/o/k.png?sig=1',
        method: 'PUT',
        headers: { 'Content-Type': 'image/png' },
        file_url: 'http://storage.test/o/k.png',
        expires_at: 1,
      }),
    );
  });
  afterEach(() => {
    fetches.restore();
    (globalThis as { XMLHttpRequest: unknown }).XMLHttpRequest = original;
  });
  const png = () => new File([new Uint8Array([1, 2, 3])], 'shot.png', { type: 'image/png' });

  it('refuses an unsupported type with no request', async () => {
    await mount(<Uploader />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Choose from album'), new File(['hi'], 'a.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file type is not supported temporarily');
    expect(fetches.calls).toHaveLength(0);
    expect(FakeXhr.all).toHaveLength(0);
  });

  it('shows progress, cancels, and retries a failed upload without choosing the file again', async () => {
    await mount(<Uploader />);
    const user = userEvent.setup();
    expect(screen.getByLabelText('Take photo')).toHaveAttribute('capture', 'environment');
    await user.upload(screen.getByLabelText('Choose from album'), png());
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    const first = FakeXhr.all[0];
    expect(first.withCredentials).toBe(false);
    expect(first.headers).toEqual({ 'Content-Type': 'image/png' });
    act(() => first.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 } as ProgressEvent));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(first.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());

    await user.upload(screen.getByLabelText('Choose from album'), png());
    await waitFor(() => expect(FakeXhr.all).toHaveLength(2));
    act(() => {
      FakeXhr.all[1].status = 500;
      FakeXhr.all[1].onload?.();
    });
    await user.click(await screen.findByRole('button', { name: 'Retry upload' }));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(3));
    act(() => {
      FakeXhr.all[2].status = 204;
      FakeXhr.all[2].onload?.();
    });
    expect(await screen.findByText('Uploaded')).toBeInTheDocument();
    expect(fetches.calls.filter((call) => call.url.pathname === '/store/v1/sign-upload-object')).toHaveLength(3);
  });
});
