import type { ConversationEntry } from '../../../../src/agent/entries';
import { seenMarkOf, shouldSendSeen, type SeenCheck } from '../../../../src/agent/seen';
import { ALICE, ANN } from './fixtures';

const entry = (key: string, senderId: string): ConversationEntry => ({
  key,
  clientMsgId: key,
  seq: 0,
  senderId,
  contentType: 101,
  content: key,
  sentAt: 0,
  pending: false,
  receptionId: 'r-1',
});

describe('seenMarkOf', () => {
  it("is the newest entry someone else wrote: the agent's own texts after it do not change it", () => {
    expect(seenMarkOf([entry('s-1', ALICE.id), entry('s-2', ANN), entry('sent:1', ANN)], ANN)).toBe('s-1');
    expect(seenMarkOf([entry('s-1', ALICE.id), entry('s-2', ANN), entry('s-3', ALICE.id)], ANN)).toBe('s-3');
  });

  it("is '' while only the agent has written, or nothing is there", () => {
    expect(seenMarkOf([entry('s-1', ANN)], ANN)).toBe('');
    expect(seenMarkOf([], ANN)).toBe('');
  });
});

describe('shouldSendSeen', () => {
  const shown: SeenCheck = { mark: 's-3', reported: 's-1', visibility: 'visible', online: true };

  it('sends when a visible, online console shows something not reported yet', () => {
    expect(shouldSendSeen(shown)).toBe(true);
    // On showing a conversation (accept) nothing has been reported, even when only the agent wrote.
    expect(shouldSendSeen({ ...shown, mark: '', reported: null })).toBe(true);
  });

  it('never sends while the page is hidden, or offline', () => {
    expect(shouldSendSeen({ ...shown, visibility: 'hidden' })).toBe(false);
    expect(shouldSendSeen({ ...shown, online: false })).toBe(false);
  });

  it('does not report the same message twice', () => {
    expect(shouldSendSeen({ ...shown, reported: 's-3' })).toBe(false);
  });
});
