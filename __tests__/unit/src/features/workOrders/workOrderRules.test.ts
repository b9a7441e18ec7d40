import { ERROR_CODE } from '../../../../../src/protocol/codes';
import { checkUploadFile } from '../../../../../src/uploads/uploadRules';
import { isHttpUrl } from '../../../../../src/protocol/urls';
import {
  withdrawOrderToggled,
  workOrderFormClosed,
  workOrderFormOpened,
} from '../../../../../src/features/workOrders/workOrderActions';
import {
  checkTopUpOrderNo,
  emptyFields,
  fieldOfErrorCode,
  filingOf,
  toggleWithdrawOrder,
  validateWorkOrder,
  withdrawStatusKey,
} from '../../../../../src/features/workOrders/workOrderRules';
import { initialWorkOrdersState, workOrdersSlice } from '../../../../../src/features/workOrders/workOrdersSlice';

const workOrdersReducer = workOrdersSlice.reducer;
import { errorMessageKey } from '../../../../../src/lib/i18n/errorMessages';

describe('toggleWithdrawOrder (spec §5: at most 3)', () => {
  it.each([
    [[], '1', ['1'], null],
    [['1'], '2', ['1', '2'], null],
    [['1', '2'], '3', ['1', '2', '3'], null],
    [['1', '2', '3'], '4', ['1', '2', '3'], ERROR_CODE.tooManyOrders],
    [['1', '2', '3'], '2', ['1', '3'], null],
  ])('%j + %s → %j (%s)', (selected, id, expected, error) => {
    expect(toggleWithdrawOrder(selected, id)).toEqual({ selected: expected, error });
  });
  it('the 4th refusal shows "You can select up to 3 orders only"', () => {
    expect(errorMessageKey(toggleWithdrawOrder(['1', '2', '3'], '4').error)).toBe('errors.tooManyOrders');
  });
});

describe('the workOrders reducer', () => {
  it('keeps picks per reply, refuses a 4th and clears the refusal on the next allowed change', () => {
    let state = initialWorkOrdersState;
    for (const orderId of ['a', 'b', 'c', 'd'])
      state = workOrdersReducer(state, withdrawOrderToggled({ pickerId: 'r1', orderId }));
    expect(state.picks.r1).toEqual({ selected: ['a', 'b', 'c'], error: ERROR_CODE.tooManyOrders });
    state = workOrdersReducer(state, withdrawOrderToggled({ pickerId: 'r1', orderId: 'a' }));
    expect(state.picks.r1).toEqual({ selected: ['b', 'c'], error: null });
    state = workOrdersReducer(state, workOrderFormOpened({ kind: 1, type: 1, orderIds: ['5006'] }));
    expect(state.form).toEqual({ kind: 1, type: 1, orderIds: ['5006'], withdrawOrders: [] });
    expect(workOrdersReducer(state, workOrderFormClosed()).form).toBeNull();
  });
});

describe('checkTopUpOrderNo', () => {
  it.each([
    ['', 'required'],
    ['  ', 'required'],
    ['abc', ERROR_CODE.orderIncorrect],
    ['TP123', ERROR_CODE.orderIncorrect],
    [' tp10001 ', null],
    ['TP1234567890123456', null],
    ['TP12345678901234567', ERROR_CODE.orderIncorrect],
  ])('%j → %s', (raw, expected) => expect(checkTopUpOrderNo(raw)).toBe(expected));
});

const fields = (change: Partial<typeof emptyFields>) => ({ ...emptyFields, ...change });

describe('validateWorkOrder (docs/protocol.md filing table; spec §5, §8)', () => {
  it.each([
    [
      'appeal: reason required',
      1,
      1,
      fields({ withdrawOrderIds: ['5006'] }),
      { reason: 'workOrders.errors.reasonRequired' },
    ],
    ['appeal: image optional', 1, 1, fields({ withdrawOrderIds: ['5006'], reason: 'x' }), {}],
    [
      'appeal: an order required',
      1,
      1,
      fields({ reason: 'x' }),
      { withdrawOrderIds: 'workOrders.errors.ordersRequired' },
    ],
    [
      'appeal: at most 3 orders',
      1,
      1,
      fields({ reason: 'x', withdrawOrderIds: ['1', '2', '3', '4'] }),
      { withdrawOrderIds: 'errors.tooManyOrders' },
    ],
    [
      'appeal: at most 3 images',
      1,
      1,
      fields({ reason: 'x', withdrawOrderIds: ['1'], images: ['a', 'b', 'c', 'd'] }),
      { images: 'workOrders.errors.tooManyFiles' },
    ],
    [
      'withdrawal: reason required',
      1,
      7,
      fields({ withdrawOrderIds: ['5001'] }),
      { reason: 'workOrders.errors.reasonRequired' },
    ],
    ['top-up: 0 screenshots', 1, 8, fields({ payOrderSn: 'TP10001' }), { images: 'errors.screenshotsRequired' }],
    [
      'top-up: 1 screenshot',
      1,
      8,
      fields({ payOrderSn: 'TP10001', images: ['a'] }),
      { images: 'errors.multipleScreenshotsRequired' },
    ],
    ['top-up: 2 screenshots, reason optional', 1, 8, fields({ payOrderSn: 'TP10001', images: ['a', 'b'] }), {}],
    [
      'top-up: 3 screenshots',
      1,
      8,
      fields({ payOrderSn: 'TP10001', images: ['a', 'b', 'c'] }),
      { images: 'errors.screenshotsRequired' },
    ],
    [
      'top-up: order number required',
      1,
      8,
      fields({ images: ['a', 'b'] }),
      { payOrderSn: 'workOrders.errors.orderNoRequired' },
    ],
    [
      'top-up: malformed order number',
      1,
      8,
      fields({ payOrderSn: 'abc', images: ['a', 'b'] }),
      { payOrderSn: 'errors.orderIncorrect' },
    ],
    ['payment: reason required', 1, 9, fields({}), { reason: 'workOrders.errors.reasonRequired' }],
    [
      'payment: bad amount',
      1,
      9,
      fields({ reason: 'x', appealAmount: '1,5' }),
      { appealAmount: 'workOrders.errors.amountInvalid' },
    ],
    [
      'technical: bug type and remark',
      2,
      1,
      fields({}),
      { bugType: 'workOrders.errors.bugTypeRequired', remark: 'workOrders.errors.remarkRequired' },
    ],
    ['technical: ok', 2, 1, fields({ bugType: '2', remark: 'crash' }), {}],
    [
      'technical: at most 5 materials',
      2,
      1,
      fields({ bugType: '2', remark: 'crash', images: ['1', '2', '3', '4', '5', '6'] }),
      { images: 'workOrders.errors.tooManyFiles' },
    ],
  ])('%s', (_name, kind, type, input, expected) => {
    expect(validateWorkOrder(kind, type, input)).toEqual(expected);
  });
});

describe('server refusals go to their field with their §8 message', () => {
  it.each([
    [ERROR_CODE.orderNotExist, 'payOrderSn', 'errors.orderNotExist'],
    [ERROR_CODE.orderNotCredited, 'payOrderSn', 'errors.orderNotCredited'],
    [ERROR_CODE.orderIncorrect, 'payOrderSn', 'errors.orderIncorrect'],
    [ERROR_CODE.orderNotYours, 'payOrderSn', 'errors.orderNotYours'],
    [ERROR_CODE.withdrawalOrderInvalid, 'withdrawOrderIds', 'errors.withdrawalOrderInvalid'],
    [ERROR_CODE.tooManyOrders, 'withdrawOrderIds', 'errors.tooManyOrders'],
    [ERROR_CODE.screenshotsRequired, 'images', 'errors.screenshotsRequired'],
    [ERROR_CODE.screenshotInvalid, 'images', 'errors.screenshotInvalid'],
    [ERROR_CODE.alreadySubmitted, 'form', 'errors.alreadySubmitted'],
  ])('%s → %s, %s', (code, field, key) => {
    expect(fieldOfErrorCode(code)).toBe(field);
    expect(errorMessageKey(code)).toBe(key);
  });
});

describe('display statuses (spec §4)', () => {
  it.each([
    ['credited', false, 'workOrders.status.credited'],
    ['pending_review', false, 'workOrders.status.pending_review'],
    ['failed_refunded', false, 'workOrders.status.failed_refunded'],
    ['in_progress', false, 'workOrders.status.in_progress'],
    ['on_hold', false, 'workOrders.status.on_hold'],
    ['violation', false, 'workOrders.status.violation'],
    ['violation', true, 'workOrders.status.violationAppealed'],
  ] as const)('%s (appealed %s) → %s', (status, appealed, key) =>
    expect(withdrawStatusKey({ status, appealed })).toBe(key),
  );
});

describe('filingOf', () => {
  it('builds workOrderExtra for an appeal and workStep for a technical order', () => {
    const who = { productId: '1', userId: '10001', nickname: 'Alice', groupId: '' };
    expect(filingOf(who, 1, 1, fields({ reason: ' why ', withdrawOrderIds: ['5006'], images: ['u1', 'u2'] }))).toEqual({
      ...who,
      kind: 1,
      type: 1,
      workOrderExtra: {
        trans_images: ['u1', 'u2'],
        appeal_amount: '',
        payOrderSn: '',
        withdraw_order_ids: ['5006'],
        reason: 'why',
      },
    });
    expect(filingOf(who, 2, 1, fields({ bugType: '2', remark: 'crash', images: ['v'] }))).toEqual({
      ...who,
      kind: 2,
      type: 1,
      bug_type: '2',
      workStep: { materials: ['v'], remark: 'crash' },
    });
  });
});

describe('checkUploadFile (spec §5: unsupported types refused; UPLOAD_MAX_BYTES)', () => {
  it.each([
    [{ type: 'image/png', size: 10 }, 'any', { ok: true, contentType: 'image/png' }],
    [{ type: 'IMAGE/JPEG', size: 10 }, 'image', { ok: true, contentType: 'image/jpeg' }],
    [{ type: 'text/plain', size: 10 }, 'any', { ok: false, code: ERROR_CODE.fileTypeUnsupported }],
    [{ type: 'image/svg+xml', size: 10 }, 'image', { ok: false, code: ERROR_CODE.fileTypeUnsupported }],
    [{ type: '', size: 10 }, 'any', { ok: false, code: ERROR_CODE.fileTypeUnsupported }],
    [{ type: 'video/mp4', size: 10 }, 'image', { ok: false, code: ERROR_CODE.fileTypeUnsupported }],
    [{ type: 'image/png', size: 10 * 1024 * 1024 + 1 }, 'any', { ok: false, code: ERROR_CODE.fileTooLarge }],
    [{ type: 'video/mp4', size: 50 * 1024 * 1024 }, 'video', { ok: true, contentType: 'video/mp4' }],
    [{ type: 'video/mp4', size: 50 * 1024 * 1024 + 1 }, 'video', { ok: false, code: ERROR_CODE.fileTooLarge }],
    [{ type: 'image/png', size: 0 }, 'any', { ok: false, code: ERROR_CODE.parameterError }],
  ] as const)('%j (%s) → %j', (file, kind, expected) => expect(checkUploadFile(file, kind)).toEqual(expected));
  it.each([
    ['http://127.0.0.1:8081/o/a.png', true],
    ['https://cdn.example/a.png', true],
    ['javascript:alert(1)', false],
    ['data:image/png;base64,AAAA', false],
    ['not a url', false],
  ])('isHttpUrl(%j) → %s', (url, expected) => expect(isHttpUrl(url)).toBe(expected));
});
