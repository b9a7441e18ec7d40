import { createAppStore } from '../src/app/store';
import { createCredentialVault } from '../src/features/session/credentialVault';
import { memoryStore } from '../src/lib/storage';
import { decodeIncomingFrame } from '../src/protocol/codec';
import { frameReceived } from '../src/realtime/socketActions';
import type { BenchResult } from './run';

const EXISTING = 10_000;
const FRAMES = 20_000;
/** design.md, "Per frame": at least 50,000 push_msg frames/s into a 10,000-message conversation. */
const BUDGET_FRAMES_PER_SECOND = 50_000;

const frame = (seq: number) =>
  JSON.stringify({
    identify: 'push_msg',
    msg_incr: `s-${seq}`,
    data: { client_msg_id: `m-${seq}`, seq, sender_id: '20001', receiver_id: '10001', chat_type: 1, content_type: 101, content: `message ${seq}`, send_time: seq },
  });

/** Raw frame text → codec → action → middleware chain → reducers, as the socket delivers it. */
export function pushMsgThroughput(): BenchResult {
  const store = createAppStore({ vault: createCredentialVault({ pass: '', sign: '' }), sessionStorage: memoryStore(), apiBase: '', socketBase: '' });
  const deliver = (raw: string) => {
    const decoded = decodeIncomingFrame(raw);
    if (decoded.kind === 'frame' && decoded.frame.identify === 'push_msg') store.dispatch(frameReceived.push_msg(decoded.frame));
  };
  for (let seq = 1; seq <= EXISTING; seq++) deliver(frame(seq));
  const raws = Array.from({ length: FRAMES }, (_, i) => frame(EXISTING + 1 + i));
  const started = performance.now();
  for (const raw of raws) deliver(raw);
  const seconds = (performance.now() - started) / 1000;
  const stored = store.getState().messages.stored.size;
  if (stored !== EXISTING + FRAMES) throw new Error(`expected ${EXISTING + FRAMES} messages, found ${stored}`);
  const perSecond = FRAMES / seconds;
  return {
    name: `push_msg frames/s into a ${EXISTING.toLocaleString('en-US')}-message conversation`,
    value: Math.round(perSecond),
    unit: 'frames/s',
    budget: `≥ ${BUDGET_FRAMES_PER_SECOND.toLocaleString('en-US')}`,
    withinBudget: perSecond >= BUDGET_FRAMES_PER_SECOND,
  };
}
