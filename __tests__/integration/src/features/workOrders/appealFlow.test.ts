/**
 * Issue 6 over real HTTP and sockets: the customer's store asks "appeal", picks the violation order,
 * uploads 2 screenshots with the client's own upload function (sign, then PUT to the storage origin with
 * no auth header) and files the appeal; the 103 card arrives; a repeat is "Already submitted".
 */
import { JSDOM } from 'jsdom';
import { api } from '../../../../../src/api/api';
import { lazyFeatures } from '../../../../../src/app/lazyFeatures';
import type { AppStore } from '../../../../../src/app/store';
import { aiQuestionSubmitted } from '../../../../../src/features/chat/state/chatActions';
import { selectWorkOrderFolds } from '../../../../../src/features/chat/state/workOrderFolds';
import { selectVisibleMessages } from '../../../../support/visibleMessages';
import { messageView } from '../../../../../src/protocol/messageContent';
import { identityRequired } from '../../../../../src/session/sessionSlice';
import { UploadError } from '../../../../../src/uploads/putSigned';
import { uploadFile } from '../../../../../src/uploads/uploadFile';
import { emptyFields, filingOf } from '../../../../../src/features/workOrders/workOrderRules';
import { workOrdersApi } from '../../../../../src/features/workOrders/workOrdersApi';
import { ERROR_CODE } from '../../../../../src/protocol/codes';
import { disconnectRequested } from '../../../../../src/realtime/socketActions';
import { runGuard, storeForLink } from '../../../../support/linkedStore';
import { PNG_BYTES } from '../../../../support/orders';
import { startSandbox } from '../../../../support/sandbox';
import { waitForState } from '../../../../support/waitForState';

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let store: AppStore;
let dom: JSDOM;

beforeAll(async () => {
  sandbox = await startSandbox({ storage: true, aiDelayMs: 0 });
  // A browser's XMLHttpRequest (with CORS) on the client's origin, for the PUT to the storage origin.
  dom = new JSDOM('', { url: `${sandbox.baseUrl}/chat` });
});
afterAll(async () => {
  store?.dispatch(disconnectRequested());
  store?.dispatch(api.util.resetApiState());
  dom?.window.close();
  await sandbox.close();
});

const aiReplies = (state: ReturnType<AppStore['getState']>) =>
  selectVisibleMessages(state)
    .map(messageView)
    .filter((view) => view.kind === 'aiReply')
    .map((view) => (view.kind === 'aiReply' ? view.reply : null)!);

describe('filing an appeal from the chat', () => {
  it('picks, uploads 2 screenshots without auth headers, files, shows the card, refuses a repeat', async () => {
    const search = `?app_key=demo&user=alice&pass=demo-pass&country=US`;
    ({ store } = storeForLink(sandbox.baseUrl, search));
    await runGuard(store, search);
    store.dispatch(identityRequired());
    const greeted = await waitForState(store, (state) => state.chat.conversation !== null);
    const aiUserId = greeted.chat.conversation!.opposite_id;

    store.dispatch(aiQuestionSubmitted({ senderId: '10001', aiUserId, query: 'appeal' }));
    const asked = await waitForState(store, (state) => aiReplies(state).length >= 1);
    const offer = aiReplies(asked)[0];
    expect(offer).toMatchObject({
      reply_code: 'TO_CREATE_WORK_ORDER',
      data: { question_type: 23, work_order_type: 1 },
    });
    expect(new Set(offer.data.withdraw_orders!.map((order) => order.status))).toEqual(
      new Set(['credited', 'pending_review', 'failed_refunded', 'in_progress', 'on_hold', 'violation']),
    );
    // The offer shows the withdrawal picker: the chat loads the work-order feature (src/app/lazyFeatures.ts).
    await lazyFeatures.workOrders(store.dispatch);

    // 4 picked orders are refused by the server (2006): the echo fails with its code.
    store.dispatch(
      aiQuestionSubmitted({
        senderId: '10001',
        aiUserId,
        query: '',
        withdrawOrderIds: ['5001', '5002', '5003', '5004'],
      }),
    );
    const refused = await waitForState(store, (state) =>
      state.messages.pending.some((message) => message.status === 'failed'),
    );
    expect(refused.messages.pending.find((message) => message.status === 'failed')?.errorCode).toBe(
      ERROR_CODE.tooManyOrders,
    );

    store.dispatch(aiQuestionSubmitted({ senderId: '10001', aiUserId, query: '', withdrawOrderIds: ['5006'] }));
    const picked = await waitForState(store, (state) => aiReplies(state).length >= 2);
    expect(aiReplies(picked)[1]).toMatchObject({ reply_code: 'TO_CREATE_WORK_ORDER', data: { order_ids: ['5006'] } });

    // Uploads: the client's own function; record what the XHR was told to send.
    const sentHeaders: Array<Record<string, string>> = [];
    const credentials: boolean[] = [];
    const createRequest = () => {
      const request = new dom.window.XMLHttpRequest();
      const headers: Record<string, string> = {};
      const set = request.setRequestHeader.bind(request);
      request.setRequestHeader = (name: string, value: string) => {
        headers[name.toLowerCase()] = value;
        set(name, value);
      };
      const send = request.send.bind(request);
      request.send = (body?: Document | XMLHttpRequestBodyInit | null) => {
        sentHeaders.push(headers);
        credentials.push(request.withCredentials);
        send(body);
      };
      return request as unknown as XMLHttpRequest;
    };
    const progress: number[] = [];
    const shot = (name: string) =>
      new dom.window.File([new Uint8Array(PNG_BYTES)], name, { type: 'image/png' }) as unknown as File;
    const first = await uploadFile(store.dispatch, shot('one.png'), {
      kind: 'image',
      createRequest,
      onProgress: (value) => progress.push(value),
    });
    const second = await uploadFile(store.dispatch, shot('two.png'), { kind: 'image', createRequest });
    expect(first.url.startsWith(sandbox.storageUrl!)).toBe(true);
    expect(progress.at(-1)).toBe(100);
    expect(sentHeaders).toEqual([{ 'content-type': 'image/png' }, { 'content-type': 'image/png' }]);
    for (const headers of sentHeaders) {
      expect(headers).not.toHaveProperty('authorization');
      expect(headers).not.toHaveProperty('x-token');
    }
    expect(credentials).toEqual([false, false]);
    const stored = await fetch(first.url);
    expect(stored.status).toBe(200);

    // An unsupported type never makes a request.
    const before = sentHeaders.length;
    await expect(
      uploadFile(store.dispatch, new dom.window.File(['hi'], 'a.txt', { type: 'text/plain' }) as unknown as File, {
        createRequest,
      }),
    ).rejects.toEqual(new UploadError(ERROR_CODE.fileTypeUnsupported));
    expect(sentHeaders.length).toBe(before);

    const who = { productId: '1', userId: '10001', nickname: 'Alice', groupId: '' };
    const body = filingOf(who, 1, 1, {
      ...emptyFields,
      reason: 'I did not break any rule',
      withdrawOrderIds: ['5006'],
      images: [first.url, second.url],
    });
    const filed = await store.dispatch(workOrdersApi.endpoints.submitWorkOrder.initiate(body)).unwrap();
    expect(filed.status).toBe('submitted');
    const carded = await waitForState(store, (state) => selectWorkOrderFolds(state).has(filed.id));
    expect(selectWorkOrderFolds(carded).get(filed.id)?.latest).toMatchObject({
      order_no: filed.order_no,
      status: 'submitted',
      kind: 1,
      type: 1,
    });
    expect(carded.workOrders?.filed).toContain(filed.id);

    const repeat = await store.dispatch(workOrdersApi.endpoints.submitWorkOrder.initiate(body));
    expect(repeat.error).toMatchObject({ code: ERROR_CODE.alreadySubmitted });

    // The top-up order-number check answers with the §8 codes.
    const check = (payOrderSn: string) =>
      store.dispatch(
        workOrdersApi.endpoints.workOrderDraft.initiate({ kind: 1, type: 8, check: true, draft: { payOrderSn } }),
      );
    expect((await check('TP10001')).data).toBeDefined();
    expect((await check('TP10002')).error).toMatchObject({ code: ERROR_CODE.orderNotCredited });
    expect((await check('TP20001')).error).toMatchObject({ code: ERROR_CODE.orderNotYours });
    expect((await check('TP99999')).error).toMatchObject({ code: ERROR_CODE.orderNotExist });
    expect((await check('abc')).error).toMatchObject({ code: ERROR_CODE.orderIncorrect });
  });
});
