/** The console's side of transfers and private notes (issue 31), frame by frame through agentReducer. */
import { agentReducer } from '../../../../src/agent/agentReducer';
import { initialAgentState, type AgentAction, type AgentState } from '../../../../src/agent/agentState';
import { enText } from '../../../support/consoleTexts';
import { ALICE, aliceContext, ANN, waitingFrame, wireMessage } from './fixtures';

const BEN = '30002';
const received = (frame: unknown): AgentAction => ({ type: 'frame/received', text: JSON.stringify(frame), at: 1000 });
const run = (actions: AgentAction[], from: AgentState) => actions.reduce(agentReducer, from);

const note = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  reception_id: 'r-1',
  author: { id: ANN, nickname: 'Ann' },
  content: `note ${id}`,
  at: 5,
  kind: 'note',
  ...overrides,
});

const online = run([{ type: 'connection/requested', agentId: BEN }, { type: 'connection/opened' }], initialAgentState);
const servedByBen = run(
  [
    received(waitingFrame),
    received({
      type: 'accepted',
      reception_id: 'r-1',
      history: [wireMessage({ sender_id: ANN, content: 'Let me get Ben' })],
      context: aliceContext,
      notes: [note('1'), note('2', { kind: 'transfer', to: { id: BEN, nickname: 'Ben' }, content: 'Over to you' })],
      transfer: { from: { id: ANN, nickname: 'Ann' }, note: 'Over to you', at: 5 },
    }),
    received({ type: 'accepted', reception_id: 'r-2', history: [] }),
  ],
  online,
);

describe('agentReducer: transfers and notes', () => {
  it('accepted by a transfer: the session holds who handed it on, the note and the conversation’s notes; the agents are named', () => {
    expect(servedByBen.sessions[0]).toMatchObject({
      receptionId: 'r-1',
      customer: ALICE,
      transfer: { from: { id: ANN }, note: 'Over to you' },
      notes: [{ id: '1' }, { id: '2', kind: 'transfer', to: { id: BEN } }],
    });
    expect(servedByBen.sessions[1]).toMatchObject({ receptionId: 'r-2', transfer: null, notes: [] });
    expect(servedByBen.customerNames[ANN]).toBe('Ann');
  });

  it('note: added to its session once (every console of the agent gets the echo); one of an unknown session changes nothing', () => {
    const added = run([received({ type: 'note', reception_id: 'r-1', note: note('3') })], servedByBen);
    const again = run([received({ type: 'note', reception_id: 'r-1', note: note('3') })], added);
    expect(again.sessions[0].notes.map((known) => known.id)).toEqual(['1', '2', '3']);
    expect(run([received({ type: 'note', reception_id: 'r-9', note: note('4') })], again)).toBe(again);
  });

  it.each([
    ['to an agent', { to: { id: ANN, nickname: 'Ann' } }, 'Alice was transferred to Ann'],
    ['to an agent without a nickname', { to: { id: ANN } }, `Alice was transferred to Agent ${ANN}`],
    ['back to the queue', {}, 'Alice was handed back to the queue'],
  ])('transferred %s: the session closes here with a notice, the next goes on screen', (_name, to, notice) => {
    const asked = run([{ type: 'transferTargets/requested', receptionId: 'r-1' }], servedByBen);
    const state = run([received({ type: 'transferred', reception_id: 'r-1', ...to })], asked);
    expect(state.sessions.map((session) => session.receptionId)).toEqual(['r-2']);
    expect(state.selectedId).toBe('r-2');
    expect(enText(state.notice)).toBe(notice);
    expect(state.transferTargets).toBeNull();
  });

  it('transferred of a session this console does not hold changes nothing', () => {
    expect(run([received({ type: 'transferred', reception_id: 'r-9' })], servedByBen)).toBe(servedByBen);
  });

  it('transfer targets: none until the server answers for the reception asked about; an answer about another is ignored', () => {
    const asked = run([{ type: 'transferTargets/requested', receptionId: 'r-1' }], servedByBen);
    expect(asked.transferTargets).toEqual({ receptionId: 'r-1', agents: null });
    const other = run(
      [received({ type: 'transfer_targets', reception_id: 'r-2', agents: [{ id: ANN, load: 0, max_chats: 2 }] })],
      asked,
    );
    expect(other.transferTargets).toEqual({ receptionId: 'r-1', agents: null });
    const answered = run(
      [
        received({
          type: 'transfer_targets',
          reception_id: 'r-1',
          agents: [{ id: ANN, nickname: 'Ann', load: 1, max_chats: 2 }],
        }),
      ],
      asked,
    );
    expect(answered.transferTargets).toEqual({
      receptionId: 'r-1',
      agents: [{ id: ANN, nickname: 'Ann', load: 1, max_chats: 2 }],
    });
  });
});
