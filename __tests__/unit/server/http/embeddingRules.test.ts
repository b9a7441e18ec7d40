/** @jest-environment ./__tests__/support/quietNodeEnvironment.ts */
import { refusedHeadOf } from '../../../../server/http/badRequests';
import { corsOptionsFor } from '../../../../server/http/cors';
import { appKeyOf } from '../../../../server/http/pagePolicy';

describe('corsOptionsFor (docs/security.md, "CORS")', () => {
  it.each([
    ['/assets/index-1.js', 'a public file'],
    ['/chat', 'a public file'],
    ['/api/v1/user/login', 'the customer API'],
    ['/api/v1/product/by-app-key', 'the customer API'],
    ['/store/v1/sign-upload-object', 'the customer API'],
    ['/customer/v1/faq-api/get-type', 'the customer API'],
    ['/api/v1/agent/login', 'not for other origins'],
    ['/api/v1/agent/logout', 'not for other origins'],
    ['/__sandbox/faults', 'not for other origins'],
  ])('%s: %s', (path, kind) => {
    const options = corsOptionsFor(path);
    expect(options.credentials).toBeUndefined();
    expect(options.origin).toBe(kind === 'not for other origins' ? false : '*');
    if (options.origin) expect(options.preflight !== false).toBe(kind === 'the customer API');
  });
});

describe('refusedHeadOf (the first bytes of a request Node refused)', () => {
  const raw = (text: string) => Buffer.from(text, 'latin1');
  it.each([
    [
      'a whole head',
      raw('GET /chat?app_key=demo&user=xx HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nAccept: */*\r\n\r\n'),
      { target: '/chat?app_key=demo&user=xx', host: '127.0.0.1:8080' },
    ],
    [
      'a request line cut short',
      raw('GET /chat?app_key=demo&user=xxxxxxxx'),
      { target: '/chat?app_key=demo&user=xxxxxxxx', host: '' },
    ],
    ['a later chunk of the request', raw('xxxxx HTTP/1.1\r\nHost: h\r\n\r\n'), { target: undefined, host: 'h' }],
    [
      'a host in any case',
      raw('HEAD /%zz HTTP/1.1\r\nhOsT:  example.test \r\n\r\n'),
      { target: '/%zz', host: 'example.test' },
    ],
    ['nothing', undefined, { target: undefined, host: '' }],
  ])('%s', (_case, packet, expected) => expect(refusedHeadOf(packet)).toEqual(expected));
});

describe('appKeyOf (the product whose frame_origins a page is framed by)', () => {
  it.each([
    ['/chat?app_key=demo&user=a', 'demo'],
    ['/chat?user=a&app_key=demo%2Dfaq', 'demo-faq'],
    ['/chat?app_key=a&app_key=b', 'a'],
    ['/chat', undefined],
    ['/chat?user=a', undefined],
  ])('%s → %s', (target, expected) => expect(appKeyOf(target)).toBe(expected));
});
