import { createAction } from '@reduxjs/toolkit';
import { createRecorderSlot, EARLY_CALLS_LIMIT, errorScreenShown } from '../../../../src/app/fieldCapture';
import {
  FIRST_VISIT_RECORDER_DELAY_MS,
  startFieldCapture,
  type FieldCapture,
} from '../../../../src/app/startFieldCapture';
import { rememberCapture, rememberedCapture, uploadReasonOf } from '../../../../src/app/fieldRecording';
import { personAskedFor } from '../../../../src/features/chat/state/chatActions';
import { humanContactRequested, receptionRenewed } from '../../../../src/features/chat/reception/receptionActions';
import { memoryStore } from '../../../../src/lib/storage';
import { WORK_ORDER_TYPE } from '../../../../src/protocol/workOrderFiling';
import { createRecorder } from '../../../../src/recorder/recorder';
import { REDACTED } from '../../../../src/recorder/redact';
import { storeRecordedBy } from '../../../support/recordedStore';

const mockRecordersCreated = jest.fn();
jest.mock('../../../../src/app/fieldRecording', () => {
  const actual = jest.requireActual('../../../../src/app/fieldRecording');
  return {
    ...actual,
    createFieldRecording: (...args: unknown[]) => {
      mockRecordersCreated();
      return actual.createFieldRecording(...args);
    },
  };
});

describe('the remembered capture policy (the policy loader)', () => {
  it.each([
    [
      { policy: 'on_support' as const, sampleRate: 1 },
      { policy: 'on_support', sampleRate: 1 },
    ],
    [
      { policy: 'always' as const, sampleRate: 0.25 },
      { policy: 'always', sampleRate: 0.25 },
    ],
    [{ policy: 'off' as const, sampleRate: 1 }, null],
  ])('%j is remembered as %j', (settings, expected) => {
    const storage = memoryStore();
    rememberCapture(storage, 'demo', { policy: 'always', sampleRate: 1 });
    rememberCapture(storage, 'demo', settings);
    expect(rememberedCapture(storage, 'demo')).toEqual(expected);
  });

  it.each([['always 7'], ['everything 1'], ['on_support'], ['']])('refuses a stored %j', (stored) => {
    const storage = memoryStore();
    storage.set('support.capture.demo', stored);
    expect(rememberedCapture(storage, 'demo')).toBeNull();
  });

  it('is per app key', () => {
    const storage = memoryStore();
    rememberCapture(storage, 'demo', { policy: 'always', sampleRate: 1 });
    expect(rememberedCapture(storage, 'other')).toBeNull();
  });
});

describe('uploadReasonOf: the moments support is needed', () => {
  const filing = (type: number) => ({
    type: 'api/executeMutation/pending',
    meta: { arg: { endpointName: 'submitWorkOrder', originalArgs: { type } } },
  });
  it.each([
    ['the customer asks for a person', personAskedFor(), 'person'],
    ['the AI hands over (CONTACT_HUMAN)', humanContactRequested('c1'), 'person'],
    ['a new reception after one ended', receptionRenewed('c1'), 'person'],
    ['an error screen', errorScreenShown(), 'error'],
    ['a work order filed', filing(WORK_ORDER_TYPE.withdrawal), 'work_order'],
    ['an appeal filed', filing(WORK_ORDER_TYPE.appeal), 'appeal'],
    ['another mutation', { type: 'api/executeMutation/pending', meta: { arg: { endpointName: 'verifyCode' } } }, null],
    ['anything else', createAction('chat/typed')(), null],
  ])('%s', (_case, action, reason) => {
    expect(uploadReasonOf(action)).toBe(reason);
  });
});

describe('the recorder slot (a recorder that loads after the store was built)', () => {
  const first = createAction<string>('test/first');
  const later = createAction<string>('test/later');

  function storeWithSlot() {
    const slot = createRecorderSlot();
    const store = storeRecordedBy(slot);
    return { slot, store };
  }

  it('keeps what came before it and replays it first, at its own times, from the state the store started with', () => {
    const { slot, store } = storeWithSlot();
    const startState = store.getState();
    slot.route('/?app_key=demo');
    store.dispatch(first('before'));
    const requestId = slot.tap.restRequest('GET', 'http://api.test/x');
    const stateAtAttach = store.getState();
    const recorder = createRecorder({ origin: slot.startedAt });
    slot.attach(recorder);
    slot.tap.restResponse(requestId, 200, { code: 0 });
    store.dispatch(later('after'));
    slot.tap.frameIn('{"identify":"ping"}');
    const recording = recorder.exportRecording();
    expect(recording.initialState).toEqual(JSON.parse(JSON.stringify(startState)));
    expect(Number.isInteger(recording.startedAt)).toBe(true);
    expect(recording.entries.map((entry) => entry.kind)).toEqual([
      'route',
      'action',
      'restRequest',
      'restResponse',
      'action',
      'frameIn',
    ]);
    expect(recording.entries[0]).toMatchObject({ path: '/?app_key=demo' });
    expect(recording.entries[1]).toMatchObject({ action: { type: 'test/first' } });
    expect(recording.entries[2]).toMatchObject({ id: requestId });
    expect(recording.entries[3]).toMatchObject({ id: requestId });
    expect(recording.entries[4]).toMatchObject({ action: { type: 'test/later' } });
    expect(recording.entries.every((entry, i, all) => entry.t >= 0 && (i === 0 || entry.t >= all[i - 1].t))).toBe(true);
    expect(JSON.parse(JSON.stringify(stateAtAttach))).toEqual(recording.finalState);
  });

  it('keeps nothing once the policy is off, nor beyond its bound', () => {
    const { slot, store } = storeWithSlot();
    store.dispatch(first('before'));
    slot.discardEarly();
    store.dispatch(first('after off'));
    const recorder = createRecorder({ origin: slot.startedAt });
    slot.attach(recorder);
    expect(recorder.exportRecording().entries).toEqual([]);

    const crowded = storeWithSlot();
    for (let i = 0; i <= EARLY_CALLS_LIMIT; i++) crowded.slot.tap.frameIn('{}');
    const late = createRecorder({ origin: crowded.slot.startedAt });
    crowded.slot.attach(late);
    expect(late.exportRecording().entries).toEqual([]);
  });

  it('passes actions through unchanged until then', () => {
    const { store } = storeWithSlot();
    const action = first('x');
    expect(store.dispatch(action)).toBe(action);
  });
});

describe('redaction of what a customer types into sensitive fields', () => {
  it('removes the identification code, wherever it travels, but keeps numeric codes', () => {
    const recorder = createRecorder();
    const dispatch = recorder.middleware({ getState: () => ({}), dispatch: (action: unknown) => action } as never)(
      (action) => action,
    );
    dispatch({
      type: 'api/executeMutation/pending',
      meta: { arg: { endpointName: 'verifyCode', originalArgs: { target: 'a@b.c', code: '482913' } } },
    });
    recorder.tap.restRequest('POST', 'http://api.test/api/v1/contact/verify', { target: 'a@b.c', code: '482913' });
    recorder.tap.restResponse(1, 200, { code: 0, msg: 'ok' });
    dispatch({ type: 'verify/codeTyped', payload: { text: '482913' }, meta: { sensitive: true } });
    recorder.route('/social?token=abc&nonce=n1&sign=s&code=482913&country=US');
    const text = JSON.stringify(recorder.exportRecording());
    expect(text).not.toContain('482913');
    expect(text).not.toContain('abc');
    expect(text).not.toContain('n1');
    const entries = recorder.exportRecording().entries;
    expect(entries[2]).toMatchObject({ kind: 'restResponse', body: { code: 0 } });
    expect(entries[3]).toMatchObject({ action: { payload: { text: REDACTED } } });
    expect(entries[4]).toMatchObject({
      kind: 'route',
      path: `/social?token=${REDACTED}&nonce=${REDACTED}&sign=${REDACTED}&code=${REDACTED}&country=US`,
    });
  });
});

describe('startFieldCapture: when the recorder downloads', () => {
  const configArrived = (policy: string) => ({
    type: 'api/executeQuery/fulfilled',
    payload: { capture_policy: policy, capture_sample_rate: 1 },
    meta: { requestStatus: 'fulfilled', requestId: 'r1', arg: { endpointName: 'faqConfig', type: 'query' } },
  });

  /** A router that has not yet shown its first screen until `settle` is called. */
  function loadingRouter() {
    const listeners = new Set<(state: unknown) => void>();
    const router = {
      state: { initialized: false, navigation: { state: 'loading' }, location: { pathname: '/chat', search: '' } },
      subscribe(listener: (state: unknown) => void) {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
      settle() {
        router.state = { ...router.state, initialized: true, navigation: { state: 'idle' } };
        listeners.forEach((listener) => listener(router.state));
      },
    };
    return router;
  }

  function pageWith(policyStorage = memoryStore(), debug = false) {
    const capture = startFieldCapture({
      meta: { locale: 'US', appKey: 'demo', userAgent: 'jest' },
      debug,
      apiBase: 'http://api.test',
      storage: memoryStore(),
      policyStorage,
      gzip: () => Promise.resolve(new Uint8Array()),
    });
    const store = storeRecordedBy(capture.slot);
    const router = loadingRouter();
    capture.follow(store, router as never);
    return { capture, store, router, policyStorage };
  }
  const recording = (_capture: FieldCapture) => mockRecordersCreated.mock.calls.length > 0;

  beforeEach(() => {
    mockRecordersCreated.mockClear();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('on a first visit, not before the first screen is up and a moment has passed', async () => {
    const { capture, store, router, policyStorage } = pageWith();
    store.dispatch(configArrived('on_support'));
    await jest.advanceTimersByTimeAsync(10_000);
    expect(recording(capture)).toBe(false);
    router.settle();
    await jest.advanceTimersByTimeAsync(FIRST_VISIT_RECORDER_DELAY_MS - 100);
    expect(recording(capture)).toBe(false);
    await jest.advanceTimersByTimeAsync(200);
    await jest.runAllTimersAsync();
    expect(recording(capture)).toBe(true);
    expect(policyStorage.get('support.capture.demo')).toBe('on_support 1');
  });

  it('never with `off`', async () => {
    const { capture, store, router } = pageWith();
    router.settle();
    store.dispatch(configArrived('off'));
    await jest.runAllTimersAsync();
    expect(recording(capture)).toBe(false);
  });

  it.each([
    ['a policy remembered from the last visit', 'on_support 1', false],
    ['debug=1', null, true],
  ])('with %s, before the store is built, so it sees the first action', async (_case, remembered, debug) => {
    const policyStorage = memoryStore();
    if (remembered) policyStorage.set('support.capture.demo', remembered);
    const capture = startFieldCapture({
      meta: { locale: 'US', appKey: 'demo', userAgent: 'jest' },
      debug,
      apiBase: 'http://api.test',
      storage: memoryStore(),
      policyStorage,
    });
    await capture.early;
    expect(recording(capture)).toBe(true);
  });
});
