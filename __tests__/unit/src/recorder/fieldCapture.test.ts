import { createAction } from '@reduxjs/toolkit';
import { createRecorderSlot, errorScreenShown } from '../../../../src/app/fieldCapture';
import { rememberCapture, rememberedCapture, uploadReasonOf } from '../../../../src/app/fieldRecording';
import { createAppStore } from '../../../../src/app/store';
import { personAskedFor } from '../../../../src/features/chat/state/chatActions';
import { humanContactRequested, receptionRenewed } from '../../../../src/features/chat/reception/receptionActions';
import { createCredentialVault } from '../../../../src/session/credentialVault';
import { memoryStore } from '../../../../src/lib/storage';
import { WORK_ORDER_TYPE } from '../../../../src/protocol/workOrderFiling';
import { createRecorder } from '../../../../src/recorder/recorder';
import { REDACTED } from '../../../../src/recorder/redact';
import { TEST_STORE_OPTIONS } from '../../../support/storeOptions';

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
    const store = createAppStore({
      ...TEST_STORE_OPTIONS,
      vault: createCredentialVault({ pass: '', sign: '' }),
      sessionStorage: memoryStore(),
      apiBase: 'http://api.test',
      socketBase: 'ws://api.test',
      recorder: slot,
    });
    return { slot, store };
  }

  it('records nothing before, and everything after it attaches, from the state at that moment', () => {
    const { slot, store } = storeWithSlot();
    store.dispatch(first('before'));
    expect(slot.tap.restRequest('GET', 'http://api.test/x')).toBeUndefined();
    const stateAtAttach = store.getState();
    const recorder = createRecorder();
    slot.attach(recorder);
    store.dispatch(later('after'));
    slot.tap.frameIn('{"identify":"ping"}');
    const recording = recorder.exportRecording();
    expect(recording.initialState).toEqual(JSON.parse(JSON.stringify(stateAtAttach)));
    expect(recording.entries.map((entry) => entry.kind)).toEqual(['action', 'frameIn']);
    expect(recording.entries[0]).toMatchObject({ action: { type: 'test/later' } });
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
