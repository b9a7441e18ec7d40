import { agentIdFromSearch } from '../../../src/agent/agents';
import { formatWaitingTime } from '../../../src/agent/formatTime';
import { agentSocketUrl, reconnectDelayMs } from '../../../src/agent/useAgentSocket';

describe('agent console helpers', () => {
  it.each([
    [{ protocol: 'http:', host: '127.0.0.1:8080' }, '30001', 'ws://127.0.0.1:8080/agent-ws?agent_id=30001'],
    [{ protocol: 'https:', host: 'sandbox.test' }, '30002', 'wss://sandbox.test/agent-ws?agent_id=30002'],
    [{ protocol: 'http:', host: 'localhost' }, 'a&b=1', 'ws://localhost/agent-ws?agent_id=a%26b%3D1'],
  ])('builds the socket address on the page’s host: %o %s', (location, agentId, expected) => {
    expect(agentSocketUrl(location, agentId)).toBe(expected);
  });

  it('backs off 1 s, 2 s, 4 s … up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(reconnectDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it.each([
    ['?agent_id=30002', '30002'],
    ['?agent_id=%2030001%20', '30001'],
    ['?agent_id=', null],
    ['', null],
  ])('reads the agent from %j', (search, expected) => {
    expect(agentIdFromSearch(search)).toBe(expected);
  });

  it.each([
    [-5000, 'under a minute'],
    [59_999, 'under a minute'],
    [3 * 60_000, '3 min'],
    [60 * 60_000, '1 h'],
    [65 * 60_000, '1 h 5 min'],
  ])('says how long %i ms of waiting is', (elapsed, expected) => {
    expect(formatWaitingTime(elapsed)).toBe(expected);
  });
});
