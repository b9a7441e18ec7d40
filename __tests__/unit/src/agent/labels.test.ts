import { withdrawStatusText, workOrderLabel, workOrdersOf } from '../../../../src/agent/orderLabels';
import { offerOf, offerText } from '../../../../src/agent/waiting';
import { ALICE, ANN, BOB, waitingFrame, workOrdersFrame } from './fixtures';
import type { WaitingReception, WorkOrder } from '../../../../src/agent/frames';
import { consoleT } from '../../../support/consoleTexts';

const t = consoleT();

describe('workOrderLabel', () => {
  it.each<[1 | 2, number, string]>([
    [1, 1, 'Appeal'],
    [1, 7, 'Withdrawal'],
    [1, 8, 'Top-up'],
    [1, 9, 'Payment'],
    [1, 4, 'Appeal (type 4)'],
    [2, 2, 'Technical'],
    [2, 8, 'Technical'],
  ])('kind %i, type %i: %s', (kind, type, expected) => {
    expect(workOrderLabel({ kind, type }, t)).toBe(expected);
  });
});

describe('withdrawStatusText', () => {
  it.each([
    ['credited', false, 'Credited'],
    ['pending_review', false, 'Pending review'],
    ['failed_refunded', false, 'Failed, refunded'],
    ['in_progress', false, 'In progress'],
    ['on_hold', false, 'On hold'],
    ['violation', false, 'Violation'],
    ['violation', true, 'Violation, appealed'],
  ] as const)('%s (appealed: %s): %s', (status, appealed, expected) => {
    expect(withdrawStatusText({ status, appealed }, t)).toBe(expected);
  });
});

describe('workOrdersOf', () => {
  const alices = workOrdersFrame.work_orders[0] as WorkOrder;
  const bobs = { ...alices, id: 'wo-2', customer: BOB };
  it('picks one customer’s work orders, or all without a customer', () => {
    expect(workOrdersOf([alices, bobs], ALICE.id)).toEqual([alices]);
    expect(workOrdersOf([alices, bobs], BOB.id)).toEqual([bobs]);
    expect(workOrdersOf([alices, bobs], null)).toEqual([alices, bobs]);
  });
});

describe('offerOf and offerText', () => {
  const reception = waitingFrame.receptions[0] as WaitingReception;
  it.each<[string, Partial<WaitingReception>, string]>([
    ['offered to this agent', { offered_to: { id: ANN, nickname: 'Ann' } }, 'Offered to you'],
    ['offered to another agent', { offered_to: { id: '30002', nickname: 'Ben' } }, 'Offered to Ben'],
    ['offered to an agent without a nickname', { offered_to: { id: '30002', nickname: '' } }, 'Offered to Agent 30002'],
    [
      'in the queue',
      { offered_to: undefined, position: 2, estimated_wait_seconds: 180 },
      'In queue, position 2, estimated wait 3 min',
    ],
  ])('%s: %s', (_name, overrides, expected) => {
    expect(offerText(offerOf({ ...reception, ...overrides }, ANN), t)).toBe(expected);
  });
});
