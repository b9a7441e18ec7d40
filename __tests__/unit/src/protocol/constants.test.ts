import {
  AI_REPLY_CODE,
  CHAT_TYPE,
  CONTENT_TYPE,
  HUMAN_STAGE_PHASES,
  LIMITS,
  NORMAL_CLOSE_CODE,
  PLATFORM_ID,
  STOPPED_PHASES,
  WITHDRAWAL_STATUS,
  WORK_ORDER_KIND,
} from '../../../../src/protocol/codes';
import { OUTGOING_IDENTIFIERS, PUSH_IDENTIFIERS } from '../../../../src/protocol/identifiers';
import { DOCUMENTED_REST } from '../../../../src/protocol/restCatalog';
import { QUESTION_TYPE_TO_WORK_ORDER_TYPE } from '../../../../src/protocol/workOrderFiling';

describe('protocol constants say what the spec says', () => {
  it('§3 content types', () => {
    expect(CONTENT_TYPE).toMatchObject({
      text: 101,
      image: 102,
      evaluationCard: 202,
      aiReply: 205,
      noAgentOnline: 302,
      queue: 304,
      stopSignal: 307,
      evaluateSignal: 308,
      evaluationGreyed: 312,
      socketOccupied: 314,
    });
    expect(Object.values(CONTENT_TYPE).sort()).toEqual([
      101, 102, 103, 104, 201, 202, 203, 204, 205, 206, 302, 304, 307, 308, 310, 311, 312, 314,
    ]);
    expect(CHAT_TYPE).toEqual({ single: 1, group: 2 });
    expect(PLATFORM_ID).toBe(1);
  });

  it('§4 phases: 2 and 3 are the human stage, 4, 5 and 6 are stopped', () => {
    expect(HUMAN_STAGE_PHASES).toEqual([2, 3]);
    expect(STOPPED_PHASES).toEqual([4, 5, 6]);
  });

  it('§4 AI reply codes and the question-type → work-order-type mapping', () => {
    expect(Object.values(AI_REPLY_CODE)).toEqual(
      expect.arrayContaining([
        'INPUTTING',
        'CONTACT_HUMAN',
        'DETECTED_SAME_QUESTIONS',
        'CREATE_TECHNICAL_ORDER',
        'TO_CREATE_WORK_ORDER',
      ]),
    );
    expect(QUESTION_TYPE_TO_WORK_ORDER_TYPE).toEqual({ 21: 7, 22: 8, 23: 1, 24: 9 });
    expect(WORK_ORDER_KIND).toEqual({ appeal: 1, technical: 2 });
    expect(Object.keys(WITHDRAWAL_STATUS)).toEqual([
      'credited',
      'pendingReview',
      'failedRefunded',
      'inProgress',
      'onHold',
      'violation',
    ]);
  });

  it('§7 identifiers, in the spec’s order, then ours', () => {
    expect(OUTGOING_IDENTIFIERS).toEqual([
      'send_msg',
      'ping',
      'init_ai_customer_conversation',
      'mark_msg_by_seq',
      'get_unread_msg_by_max_seq',
      'pull_msg_by_max_seq',
      'get_max_and_min_seq',
      'inbox_msg_list',
      'seat_reception_status',
      'seat_reception_contact',
      'seat_reception_new',
      'seat_reception_leave_msg',
      'seat_reception_end',
      'seat_reception_end_and_evaluate',
      'clear_conversation_unread',
      // Ours, after §7's: the customer's typing notice (docs/protocol.md).
      'typing',
    ]);
    expect(PUSH_IDENTIFIERS).toEqual(['push_msg', 'push_signal_msg']);
    // §7's 19 calls, plus the 6 the spec does not show and docs/protocol.md decided (logout, social screen,
    // identification code, the AI answer's "Did this help?", the customer's ratings).
    expect(Object.values(DOCUMENTED_REST)).toHaveLength(19 + 6);
    expect(Object.values(DOCUMENTED_REST)).toContain('/api/v1/user/logout');
    expect(Object.values(DOCUMENTED_REST).slice(-5)).toEqual([
      '/api/v1/product/contact-channels',
      '/api/v1/user/send-verify-code',
      '/api/v1/user/verify-code',
      '/api/v1/ai/feedback',
      '/api/v1/reception/evaluations',
    ]);
  });

  it('§9 business constants', () => {
    expect(LIMITS).toMatchObject({
      pingIntervalMs: 3000,
      maxMissedPings: 3,
      reconnectIntervalMs: 3000,
      brokenNetworkAfterAttempts: 3,
      resendCheckIntervalMs: 1000,
      resendAfterMs: 3000,
      resendRetries: 1,
      historyPageSize: 10,
      maxWithdrawalOrders: 3,
      clientVersion: 'v1.4.8',
    });
    expect(NORMAL_CLOSE_CODE).toBe(1000);
  });
});
