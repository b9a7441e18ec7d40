import { decodeServerToAgentFrame } from '../../../../src/protocol/agentFrames';
import { customerProfileSchema, customerSearchSchema } from '../../../../src/protocol/customerProfiles';

const context = {
  customer: { id: '10001', product: { id: '1' } },
  handoff: { since: 5 },
};

const accepted = (extra: Record<string, unknown>) =>
  decodeServerToAgentFrame(
    JSON.stringify({ type: 'accepted', reception_id: 'r-1', history: [], context: { ...context, ...extra } }),
  );

describe('the context of accepted', () => {
  it('reads a context of an older sandbox (no sessions, no members) with both empty', () => {
    const decoded = accepted({});
    expect(decoded.ok && decoded.frame.type === 'accepted' && decoded.frame.context).toMatchObject({
      sessions: [],
      members: [],
    });
  });

  it('reads the past sessions: an absent agent or rating, and null ones, as absent; ids as strings', () => {
    const decoded = accepted({
      sessions: [
        {
          reception_id: 'r-1',
          product: { id: 1, name: 'Demo' },
          phase: 4,
          started_at: 10,
          accepted_at: 11,
          ended_at: 12,
          agent: { id: 30001, nickname: 'Ann' },
          rating: { score: 4, comment: 'Kind' },
        },
        { reception_id: 'r-0', product: { id: '1' }, phase: 6, started_at: 1, agent: null, rating: null },
      ],
      members: [{ id: 30001, nickname: 'Ann' }],
    });
    const decodedContext = decoded.ok && decoded.frame.type === 'accepted' ? decoded.frame.context : undefined;
    expect(decodedContext?.sessions).toEqual([
      {
        reception_id: 'r-1',
        product: { id: '1', name: 'Demo' },
        phase: 4,
        started_at: 10,
        accepted_at: 11,
        ended_at: 12,
        agent: { id: '30001', nickname: 'Ann' },
        rating: { score: 4, comment: 'Kind', problem_finished: false },
        locale: '',
        time_zone: '',
      },
      { reception_id: 'r-0', product: { id: '1', name: '' }, phase: 6, started_at: 1, locale: '', time_zone: '' },
    ]);
    expect(decodedContext?.members).toEqual([{ id: '30001', nickname: 'Ann' }]);
  });

  it('refuses a session without its reception id', () => {
    expect(accepted({ sessions: [{ product: { id: '1' }, phase: 4, started_at: 1 }] })).toEqual({
      ok: false,
      reason: 'context.sessions[0].reception_id: expected id, got undefined',
    });
  });
});

describe('the search and profile answers', () => {
  it('reads a search result, its order number defaulting to ""', () => {
    expect(customerSearchSchema({ customers: [{ customer: { id: 10001 }, match: 'name' }] })).toEqual({
      ok: true,
      value: { customers: [{ customer: { id: '10001', nickname: '' }, match: 'name', order_no: '' }] },
    });
  });

  it('refuses a match it does not know', () => {
    expect(customerSearchSchema({ customers: [{ customer: { id: '1' }, match: 'email' }] }).ok).toBe(false);
  });

  it('reads a profile with only its customer, everything else empty', () => {
    expect(customerProfileSchema({ customer: { id: '10001', nickname: 'Alice' } })).toEqual({
      ok: true,
      value: {
        customer: { id: '10001', nickname: 'Alice' },
        locale: '',
        time_zone: '',
        products: [],
        sessions: [],
        work_orders: [],
        left_messages: [],
      },
    });
  });
});
