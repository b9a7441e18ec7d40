import {
  normalizeOrderNo,
  topUpOrderAnswer,
  withdrawOrderNoAnswer,
  withdrawSelectionAnswer,
} from '../../../../server/orders/rules';
import type { WithdrawOrder } from '../../../../src/protocol/orders';
import { nextWorkOrderStatus } from '../../../../server/workOrders/status';
import { ERROR_CODE } from '../../../../src/protocol/codes';
import { isUploadContentType, maxUploadBytes, UPLOAD_MAX_BYTES } from '../../../../src/protocol/uploads';

const TOP_UPS: Record<string, { customerId: string; credited: boolean }> = {
  TP10001: { customerId: 'alice', credited: true },
  TP10002: { customerId: 'alice', credited: false },
  TP20001: { customerId: 'bob', credited: true },
};

describe('topUpOrderAnswer', () => {
  it.each([
    ['', ERROR_CODE.orderIncorrect],
    ['10001', ERROR_CODE.orderIncorrect],
    ['TP1234', ERROR_CODE.orderIncorrect],
    ['TP1000A', ERROR_CODE.orderIncorrect],
    ['TP 10001', ERROR_CODE.orderIncorrect],
    ['TP12345678901234567', ERROR_CODE.orderIncorrect],
    ['TP99999', ERROR_CODE.orderNotExist],
    ['TP20001', ERROR_CODE.orderNotYours],
    ['TP10002', ERROR_CODE.orderNotCredited],
    ['TP10001', ERROR_CODE.ok],
    [' tp10001\n', ERROR_CODE.ok],
  ])('%j → %i', (raw, expected) => {
    expect(topUpOrderAnswer(raw, 'alice', (orderNo) => TOP_UPS[orderNo])).toBe(expected);
  });

  it('normalizes case and surrounding spaces only', () => {
    expect(normalizeOrderNo('  tp10001 ')).toBe('TP10001');
  });
});

describe('withdrawSelectionAnswer', () => {
  const own = new Set(['1', '2', '3', '4']);
  it.each([
    [[], ERROR_CODE.ok],
    [['1'], ERROR_CODE.ok],
    [['1', '2', '3'], ERROR_CODE.ok],
    [['1', '2', '3', '1'], ERROR_CODE.ok],
    [['1', '2', '3', '4'], ERROR_CODE.tooManyOrders],
    [['1', '9', '8', '7'], ERROR_CODE.tooManyOrders],
    [['1', '9'], ERROR_CODE.withdrawalOrderInvalid],
  ])('%j → %i', (selected, expected) => {
    expect(withdrawSelectionAnswer(selected, own)).toBe(expected);
  });
});

describe('nextWorkOrderStatus', () => {
  it.each([
    ['submitted', 'in_review'],
    ['in_review', 'resolved'],
    ['resolved', undefined],
  ] as const)('%s → %s', (status, next) => {
    expect(nextWorkOrderStatus(status)).toBe(next);
  });
});

describe('upload rules', () => {
  it.each([
    ['image/png', true, UPLOAD_MAX_BYTES.image],
    ['image/jpeg', true, UPLOAD_MAX_BYTES.image],
    ['image/gif', true, UPLOAD_MAX_BYTES.image],
    ['image/webp', true, UPLOAD_MAX_BYTES.image],
    ['video/mp4', true, UPLOAD_MAX_BYTES.video],
    ['video/webm', true, UPLOAD_MAX_BYTES.video],
    ['video/quicktime', true, UPLOAD_MAX_BYTES.video],
    ['image/svg+xml', false, 0],
    ['text/html', false, 0],
    ['toString', false, 0],
  ])('%s allowed: %s', (type, allowed, max) => {
    expect(isUploadContentType(type)).toBe(allowed);
    if (isUploadContentType(type)) expect(maxUploadBytes(type)).toBe(max);
  });
});

describe('withdrawOrderNoAnswer', () => {
  const order = (order_no: string, status: WithdrawOrder['status'], appealed = false): WithdrawOrder => ({
    order_id: order_no.slice(2),
    order_no,
    amount: '1.00',
    currency: 'USD',
    created_at: 0,
    status,
    appealed,
  });
  const own = [order('WD10006', 'violation'), order('WD10005', 'violation', true), order('WD10002', 'credited')];

  it.each([
    ['', false, ERROR_CODE.withdrawalOrderInvalid],
    ['10006', false, ERROR_CODE.withdrawalOrderInvalid],
    ['WD99999', false, ERROR_CODE.withdrawalOrderInvalid],
    ['WD20002', false, ERROR_CODE.withdrawalOrderInvalid],
    ['WD10002', true, ERROR_CODE.withdrawalOrderInvalid],
    ['WD10005', true, ERROR_CODE.alreadySubmitted],
    ['WD10002', false, ERROR_CODE.ok],
    [' wd10006 ', true, ERROR_CODE.ok],
  ])('%j (appeal: %s) → %i', (raw, forAppeal, expected) => {
    const answer = withdrawOrderNoAnswer(raw, own, forAppeal);
    expect(answer.code).toBe(expected);
    expect(answer.order?.order_no).toBe(expected === ERROR_CODE.ok ? raw.trim().toUpperCase() : undefined);
  });
});
