import {
  decodeIncomingFrame,
  decodeOutgoingFrame,
  encodeOutgoingFrame,
  MAX_FRAME_BYTES,
} from '../../../../src/protocol/codec';
import { INCOMING_IDENTIFIERS, OUTGOING_IDENTIFIERS } from '../../../../src/protocol/identifiers';

const message = {
  client_msg_id: 'c1',
  seq: 3,
  sender_id: 20001,
  receiver_id: '10001',
  chat_type: 1,
  content_type: 205,
  content: '{"reply_code":"ANSWER","data":{"text":"hi"}}',
};

describe('decodeIncomingFrame', () => {
  it('turns a valid push into a typed frame, normalising numeric ids to strings', () => {
    const result = decodeIncomingFrame(JSON.stringify({ identify: 'push_msg', msg_incr: 's-1', data: message }));
    expect(result.kind).toBe('frame');
    if (result.kind !== 'frame' || result.frame.identify !== 'push_msg') throw new Error('unexpected');
    expect(result.frame.data.sender_id).toBe('20001');
    expect(result.frame.data.group_id).toBe('');
  });

  it('drops fields the schema does not name', () => {
    const result = decodeIncomingFrame(
      JSON.stringify({ identify: 'ping', msg_incr: '1', data: { server_time: 5, extra: '<script>' } }),
    );
    expect(result).toEqual({ kind: 'frame', frame: { identify: 'ping', msg_incr: '1', data: { server_time: 5 } } });
  });

  it('reports a reply with a non-zero err_code as a failed reply, whatever its data', () => {
    const result = decodeIncomingFrame(
      JSON.stringify({ identify: 'send_msg', msg_incr: 'm1', err_code: 1001, err_msg: 'bad', data: null }),
    );
    expect(result).toEqual({
      kind: 'replyError',
      error: { identify: 'send_msg', msg_incr: 'm1', err_code: 1001, err_msg: 'bad' },
    });
  });

  it.each([
    ['not text', 42, 'frame is not text'],
    ['not JSON', '{nope', 'frame is not valid JSON'],
    ['an array', '[]', 'expected object'],
    ['no identify', '{"data":{}}', 'identify'],
    ['an unknown identify', '{"identify":"rm_rf","data":{}}', 'unknown identify'],
    ['data of the wrong shape', '{"identify":"send_msg","data":{"client_msg_id":1}}', 'send_msg: data.client_msg_id'],
    ['a push without data', '{"identify":"push_msg"}', 'push_msg: data'],
    ['an oversized frame', 'x'.repeat(MAX_FRAME_BYTES + 1), 'larger than'],
  ])('rejects %s without throwing', (_case, raw, reason) => {
    const result = decodeIncomingFrame(raw);
    expect(result.kind).toBe('malformed');
    expect(result.kind === 'malformed' && result.reason).toContain(reason);
  });

  it('knows every outgoing identifier as a possible reply and both pushes', () => {
    expect(INCOMING_IDENTIFIERS).toEqual(
      expect.arrayContaining([...OUTGOING_IDENTIFIERS, 'push_msg', 'push_signal_msg']),
    );
  });
});

describe('decodeOutgoingFrame (the sandbox side)', () => {
  it('accepts what the client encodes', () => {
    const frame = { identify: 'ping' as const, sender_id: '10001', product_id: '1', msg_incr: 'a-1', data: {} };
    expect(decodeOutgoingFrame(encodeOutgoingFrame(frame))).toEqual({ ok: true, frame });
  });

  it('keeps identify and msg_incr of an invalid request so the reply can name them', () => {
    const raw = JSON.stringify({
      identify: 'send_msg',
      sender_id: '1',
      product_id: '1',
      msg_incr: 'm9',
      data: { content: 1 },
    });
    expect(decodeOutgoingFrame(raw)).toMatchObject({ ok: false, identify: 'send_msg', msg_incr: 'm9' });
  });
});
