import { messageContent } from '../../../../src/agent/messageContent';

describe('messageContent', () => {
  it.each([
    ['101 text as it is', 101, '<b>hi</b>', { kind: 'text', text: '<b>hi</b>' }],
    [
      '201 system line',
      201,
      JSON.stringify({ text: 'Ann joined the chat' }),
      { kind: 'system', text: 'Ann joined the chat' },
    ],
    [
      '201 with a notice the console words itself',
      201,
      JSON.stringify({ text: 'Ann joined the chat', notice: 'agent_joined', agent: 'Ann' }),
      { kind: 'system', text: 'Ann joined the chat', notice: { type: 'agentJoined', agent: 'Ann' } },
    ],
    ['201 without text', 201, '{}', { kind: 'unsupported' }],
    [
      '203 AI query',
      203,
      JSON.stringify({ time_zone: 'UTC', query: 'Where is my deposit?' }),
      { kind: 'text', text: 'Where is my deposit?' },
    ],
    ['203 not JSON', 203, 'Where', { kind: 'unsupported' }],
    [
      '205 AI reply',
      205,
      JSON.stringify({ reply_code: 'ANSWER', data: { text: 'It takes a day.' } }),
      { kind: 'text', text: 'It takes a day.' },
    ],
    ['205 without text', 205, JSON.stringify({ reply_code: 'INPUTTING', data: {} }), { kind: 'unsupported' }],
    [
      '102 https image',
      102,
      JSON.stringify({ url: 'https://files.test/a.png' }),
      { kind: 'image', url: 'https://files.test/a.png' },
    ],
    [
      '102 http image',
      102,
      JSON.stringify({ url: 'http://127.0.0.1:8081/o/a.png' }),
      { kind: 'image', url: 'http://127.0.0.1:8081/o/a.png' },
    ],
    ['102 javascript: url', 102, JSON.stringify({ url: 'javascript:alert(1)' }), { kind: 'imagePlaceholder' }],
    ['102 data: url', 102, JSON.stringify({ url: 'data:image/png;base64,AAAA' }), { kind: 'imagePlaceholder' }],
    ['102 relative url', 102, JSON.stringify({ url: '/o/a.png' }), { kind: 'imagePlaceholder' }],
    ['102 not JSON', 102, 'https://files.test/a.png', { kind: 'imagePlaceholder' }],
    ['202 evaluation card', 202, JSON.stringify({ reception_id: 'r-1' }), { kind: 'rating', receptionId: 'r-1' }],
    ['202 without a reception', 202, '{}', { kind: 'unsupported' }],
    ['an unknown type', 999, 'x', { kind: 'unsupported' }],
  ])('%s', (_name, contentType, content, expected) => {
    expect(messageContent(contentType, content)).toEqual(expected);
  });
});
