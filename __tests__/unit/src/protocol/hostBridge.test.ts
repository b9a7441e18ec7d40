import {
  clientEvent,
  hostCommand,
  readClientEvent,
  readHostCommand,
  type IgnoredReason,
} from '../../../../src/protocol/hostBridge';

const envelope = (type: unknown, payload?: unknown, extra: Record<string, unknown> = {}) => ({
  source: 'support-client',
  version: 1,
  type,
  payload,
  ...extra,
});

describe('the host bridge envelope (docs/embedding.md, "Messages")', () => {
  it.each<[string, unknown, ReturnType<typeof hostCommand>]>([
    ['open', envelope('open', {}), hostCommand('open', {})],
    ['close without a payload', envelope('close'), hostCommand('close', {})],
    ['setLocale', envelope('setLocale', { locale: 'JP' }), hostCommand('setLocale', { locale: 'JP' })],
    [
      'unknown fields dropped',
      envelope('setLocale', { locale: 'BR', script: 'x' }, { extra: 1 }),
      hostCommand('setLocale', { locale: 'BR' }),
    ],
    ['handleLinks', envelope('handleLinks'), hostCommand('handleLinks', {})],
  ])('reads a host command: %s', (_name, data, expected) => {
    expect(readHostCommand(data)).toEqual({ ok: true, message: expected });
  });

  it.each<[string, unknown, IgnoredReason]>([
    ['null', null, 'notBridge'],
    ['a string', 'open', 'notBridge'],
    ['another source', { ...envelope('open'), source: 'react-devtools' }, 'notBridge'],
    ['no version', { source: 'support-client', type: 'open' }, 'version'],
    ['a newer version', envelope('open', {}, { version: 2 }), 'version'],
    ['a version as text', envelope('open', {}, { version: '1' }), 'version'],
    ['an unknown type', envelope('resize', { height: 300 }), 'unknownType'],
    ['a client event sent to the client', envelope('ready', {}), 'unknownType'],
    ['an inherited name', envelope('__proto__', {}), 'unknownType'],
    ['a type that is no string', envelope(['open']), 'unknownType'],
    ['a locale it does not know', envelope('setLocale', { locale: 'FR' }), 'payload'],
    ['a locale in lower case', envelope('setLocale', { locale: 'jp' }), 'payload'],
    ['setLocale without a locale', envelope('setLocale', {}), 'payload'],
    ['a payload that is no object', envelope('open', 'now'), 'payload'],
  ])('ignores as a host command: %s', (_name, data, reason) => {
    expect(readHostCommand(data)).toEqual({ ok: false, reason });
  });

  it.each<[string, unknown, ReturnType<typeof clientEvent>]>([
    ['ready', envelope('ready', {}), clientEvent('ready', {})],
    ['unreadCount', envelope('unreadCount', { count: 3 }), clientEvent('unreadCount', { count: 3 })],
    ['closeRequested', envelope('closeRequested'), clientEvent('closeRequested', {})],
    ['sessionEnded', envelope('sessionEnded', {}), clientEvent('sessionEnded', {})],
    [
      'error',
      envelope('error', { code: 'signInFailed', messageKey: 'errors.linkExpired' }),
      clientEvent('error', { code: 'signInFailed', messageKey: 'errors.linkExpired' }),
    ],
    [
      'openLink',
      envelope('openLink', { url: 'https://example.com/help?x=1' }),
      clientEvent('openLink', { url: 'https://example.com/help?x=1' }),
    ],
    [
      'openLink of an http URL',
      envelope('openLink', { url: 'http://127.0.0.1:8080/' }),
      clientEvent('openLink', { url: 'http://127.0.0.1:8080/' }),
    ],
  ])('reads a client event: %s', (_name, data, expected) => {
    expect(readClientEvent(data)).toEqual({ ok: true, message: expected });
  });

  it.each<[string, unknown, IgnoredReason]>([
    ['a negative count', envelope('unreadCount', { count: -1 }), 'payload'],
    ['a fractional count', envelope('unreadCount', { count: 1.5 }), 'payload'],
    ['a count as text', envelope('unreadCount', { count: '2' }), 'payload'],
    ['an error code it does not know', envelope('error', { code: 'boom', messageKey: 'x' }), 'payload'],
    ['a host command sent to the host', envelope('open', {}), 'unknownType'],
    ['openLink to javascript:', envelope('openLink', { url: 'javascript:alert(1)' }), 'payload'],
    ['openLink to data:', envelope('openLink', { url: 'data:text/html,<b>x</b>' }), 'payload'],
    ['openLink to ftp:', envelope('openLink', { url: 'ftp://files.example.com/' }), 'payload'],
    ['openLink to a relative address', envelope('openLink', { url: '/chat' }), 'payload'],
    ['openLink without a URL', envelope('openLink', {}), 'payload'],
  ])('ignores as a client event: %s', (_name, data, reason) => {
    expect(readClientEvent(data)).toEqual({ ok: false, reason });
  });

  it('builds what it reads, and what crosses postMessage survives structured cloning', () => {
    const event = clientEvent('unreadCount', { count: 2 });
    expect(event).toEqual({ source: 'support-client', version: 1, type: 'unreadCount', payload: { count: 2 } });
    expect(readClientEvent(structuredClone(event))).toEqual({ ok: true, message: event });
  });
});
