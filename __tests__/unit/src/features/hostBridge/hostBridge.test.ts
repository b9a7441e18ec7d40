import type { UnknownAction } from '@reduxjs/toolkit';
import {
  startHostBridgeListeners,
  type HostBridgeOutlet,
} from '../../../../../src/features/hostBridge/hostBridgeListeners';
import {
  hostCommandReceived,
  hostMessageIgnored,
  selectHostBridge,
  selectHostOpensLinks,
} from '../../../../../src/features/hostBridge/hostBridgeSlice';
import { receivedFromHost } from '../../../../../src/features/hostBridge/hostMessages';
import { linkForHost } from '../../../../../src/features/hostBridge/messageLinkClicks';
import { parentOriginOf } from '../../../../../src/features/hostBridge/parentOrigin';
import { chatForHostBridge } from '../../../../../src/app/hostBridgeInFrame';
import { lazyFeatures } from '../../../../../src/app/lazyFeatures';
import { createAppStore, type AppStore } from '../../../../../src/app/store';
import { closeRequested } from '../../../../../src/lib/embedding/hostEvents';
import { createCredentialVault } from '../../../../../src/session/credentialVault';
import { signInFailed } from '../../../../../src/session/sessionEvents';
import { memoryStore } from '../../../../../src/lib/storage';
import { ERROR_CODE } from '../../../../../src/protocol/codes';
import { clientEvent, hostCommand, type ClientEvent } from '../../../../../src/protocol/hostBridge';
import { frameReceived } from '../../../../../src/realtime/socketActions';
import { TEST_STORE_OPTIONS } from '../../../../support/storeOptions';

const ALLOWLIST = ['http://127.0.0.1:*', 'https://*.games.example'];
const command = (type: string, payload: unknown = {}) => ({ source: 'support-client', version: 1, type, payload });

describe('what the client takes from its host (docs/embedding.md, "Origins")', () => {
  it.each<[string, { data: unknown; origin: string; fromParent: boolean }, UnknownAction]>([
    [
      'a command from the parent on an allowed origin',
      { data: command('open'), origin: 'http://127.0.0.1:8083', fromParent: true },
      hostCommandReceived(hostCommand('open', {})),
    ],
    [
      'setLocale from an allowed subdomain',
      { data: command('setLocale', { locale: 'TH' }), origin: 'https://play.games.example', fromParent: true },
      hostCommandReceived(hostCommand('setLocale', { locale: 'TH' })),
    ],
    [
      'the same from an origin not on the allowlist',
      { data: command('open'), origin: 'http://127.0.0.2:8083', fromParent: true },
      hostMessageIgnored({ reason: 'origin' }),
    ],
    [
      'the same from a page with no origin (sandboxed)',
      { data: command('open'), origin: 'null', fromParent: true },
      hostMessageIgnored({ reason: 'origin' }),
    ],
    [
      'an allowed origin, but another window (a sibling frame, an opener)',
      { data: command('open'), origin: 'http://127.0.0.1:8083', fromParent: false },
      hostMessageIgnored({ reason: 'source' }),
    ],
    [
      'an unknown command',
      { data: command('resize', { height: 1 }), origin: 'http://127.0.0.1:8083', fromParent: true },
      hostMessageIgnored({ reason: 'unknownType' }),
    ],
    [
      'a malformed one',
      { data: command('setLocale', { locale: 42 }), origin: 'http://127.0.0.1:8083', fromParent: true },
      hostMessageIgnored({ reason: 'payload' }),
    ],
    [
      'something else entirely',
      { data: 'hello', origin: 'http://127.0.0.1:8083', fromParent: true },
      hostMessageIgnored({ reason: 'notBridge' }),
    ],
  ])('%s', (_name, received, expected) => {
    expect(receivedFromHost(received, ALLOWLIST)).toEqual(expected);
  });

  it('takes nothing when the product has no allowlist', () => {
    expect(receivedFromHost({ data: command('open'), origin: 'http://127.0.0.1:8083', fromParent: true }, [])).toEqual(
      hostMessageIgnored({ reason: 'origin' }),
    );
  });
});

describe('the parent page’s origin', () => {
  const ancestors = (...origins: string[]) => ({
    length: origins.length,
    item: (index: number) => origins[index] ?? null,
  });
  it.each<[string, Parameters<typeof parentOriginOf>[0], string | null]>([
    [
      'the nearest ancestor first',
      {
        ancestorOrigins: ancestors('http://127.0.0.1:8083', 'https://top.example'),
        referrer: 'https://other.example/page',
      },
      'http://127.0.0.1:8083',
    ],
    ['else the referrer’s origin', { referrer: 'https://games.example/play?level=3' }, 'https://games.example'],
    [
      'an empty ancestor list falls back to the referrer',
      { ancestorOrigins: ancestors(), referrer: 'https://games.example/' },
      'https://games.example',
    ],
    ['a sandboxed parent has none', { ancestorOrigins: ancestors('null'), referrer: '' }, null],
    ['no referrer, no origin', { referrer: '' }, null],
  ])('%s', (_name, hints, expected) => {
    expect(parentOriginOf(hints)).toBe(expected);
  });
});

describe('what the client tells its host', () => {
  let store: AppStore;
  let posted: ClientEvent[];
  let outlet: HostBridgeOutlet;
  const posts = (type: ClientEvent['type']) => posted.filter((event) => event.type === type);
  let seq = 0;
  const push = (sender: string, contentType = 205, clientMsgId = `m-${(seq += 1)}`) =>
    frameReceived.push_msg({
      identify: 'push_msg',
      msg_incr: clientMsgId,
      data: {
        client_msg_id: clientMsgId,
        seq: (seq += 1),
        sender_id: sender,
        receiver_id: sender === '10001' ? '20001' : '10001',
        group_id: '',
        chat_type: 1,
        content_type: contentType,
        content: '{}',
        sender_platform_id: 1,
        send_time: seq,
      },
    });

  beforeEach(async () => {
    store = createAppStore({
      vault: createCredentialVault({ pass: '', sign: '' }),
      sessionStorage: memoryStore(),
      apiBase: 'http://api.test',
      socketBase: 'ws://x.test',
      session: { appKey: 'demo', userId: '10001', token: 'tok', productId: '1', companyId: '100' },
      ...TEST_STORE_OPTIONS,
    });
    posted = [];
    outlet = { post: (event) => void posted.push(event), switchLanguage: jest.fn(async () => undefined) };
    await lazyFeatures.hostBridge(store.dispatch);
    startHostBridgeListeners(store.dispatch, outlet, chatForHostBridge);
  });

  it('counts new messages from the AI or an agent while hidden, and posts the count as it changes', () => {
    store.dispatch(push('20001'));
    expect(selectHostBridge(store.getState()).unread).toBe(0);

    store.dispatch(hostCommandReceived(hostCommand('close', {})));
    store.dispatch(push('20001'));
    store.dispatch(push('30001', 101));
    const repeated = push('20001', 205, 'same');
    store.dispatch(repeated);
    store.dispatch(repeated);
    store.dispatch(push('10001', 101));
    store.dispatch(push('20001', 304));
    expect(selectHostBridge(store.getState())).toMatchObject({ shown: false, unread: 3 });
    expect(posts('unreadCount').map((event) => event.payload)).toEqual([{ count: 1 }, { count: 2 }, { count: 3 }]);

    store.dispatch(hostCommandReceived(hostCommand('open', {})));
    expect(selectHostBridge(store.getState())).toMatchObject({ shown: true, unread: 0 });
    expect(posts('unreadCount').at(-1)).toEqual(clientEvent('unreadCount', { count: 0 }));
  });

  /** The reply to the sync's unread call for the support group, holding `messages`. */
  const unreadReply = (messages: ReturnType<typeof push>['payload']['data'][]) =>
    frameReceived.get_unread_msg_by_max_seq({
      identify: 'get_unread_msg_by_max_seq',
      msg_incr: `u-${(seq += 1)}`,
      data: { conversation_id: 'sg_cg_1_10001', unread: messages.length, messages },
    });
  const groupMessage = (sender: string, messageSeq: number, contentType = 101) => ({
    ...push(sender, contentType).payload.data,
    seq: messageSeq,
    receiver_id: '',
    group_id: 'cg_1_10001',
    chat_type: 2 as const,
  });

  it('counts what the server holds unread when the chat syncs before the host hid it, once the host hides it', () => {
    // An agent's answer to a left message, and the customer's own message: only the answer counts.
    store.dispatch(unreadReply([groupMessage('30001', 4), groupMessage('10001', 5)]));
    expect(selectHostBridge(store.getState()).unread).toBe(0);
    expect(posts('unreadCount')).toEqual([]);

    store.dispatch(hostCommandReceived(hostCommand('close', {})));
    expect(selectHostBridge(store.getState())).toMatchObject({ shown: false, unread: 1 });
    // The same message again (a reconnect's sync), or pushed as well, is not counted twice; a new one is.
    store.dispatch(unreadReply([groupMessage('30001', 4)]));
    store.dispatch(frameReceived.push_msg({ identify: 'push_msg', msg_incr: 'p', data: groupMessage('30001', 6) }));
    store.dispatch(unreadReply([groupMessage('30001', 4), groupMessage('30001', 6)]));
    expect(selectHostBridge(store.getState()).unread).toBe(2);
    expect(posts('unreadCount').map((event) => event.payload)).toEqual([{ count: 1 }, { count: 2 }]);

    store.dispatch(hostCommandReceived(hostCommand('open', {})));
    expect(selectHostBridge(store.getState())).toMatchObject({ shown: true, unread: 0 });
  });

  it('counts nothing the server holds unread once the host shows the chat', () => {
    store.dispatch(hostCommandReceived(hostCommand('open', {})));
    store.dispatch(unreadReply([groupMessage('30001', 4)]));
    expect(selectHostBridge(store.getState()).unread).toBe(0);
    store.dispatch(hostCommandReceived(hostCommand('close', {})));
    expect(selectHostBridge(store.getState()).unread).toBe(0);
  });

  it('counts what it ignored', () => {
    store.dispatch(hostMessageIgnored({ reason: 'origin' }));
    store.dispatch(hostMessageIgnored({ reason: 'payload' }));
    expect(selectHostBridge(store.getState()).ignored).toBe(2);
  });

  it('passes on the close control, a failed sign-in (by its message, no secret) and the end of an agent’s session', () => {
    store.dispatch(closeRequested());
    store.dispatch(signInFailed({ code: ERROR_CODE.signExpired }));
    const status = (phase: number) =>
      frameReceived.seat_reception_status({
        identify: 'seat_reception_status',
        msg_incr: `r${phase}`,
        data: { reception: { id: 'r1', phase, problem_finished: 0 } },
      });
    store.dispatch(status(3));
    store.dispatch(status(4));
    store.dispatch(status(4));
    expect(posted).toEqual([
      clientEvent('closeRequested', {}),
      clientEvent('error', { code: 'signInFailed', messageKey: 'errors.linkExpired' }),
      clientEvent('sessionEnded', {}),
    ]);
  });

  it('switches the language on the host’s setLocale', () => {
    store.dispatch(hostCommandReceived(hostCommand('setLocale', { locale: 'JP' })));
    expect(store.getState().session.locale).toBe('JP');
    expect(outlet.switchLanguage).toHaveBeenCalledWith('JP');
  });
});

describe('links of messages when the host opens links itself (docs/embedding.md, `openLink`)', () => {
  const clickOn = (target: EventTarget | null, defaultPrevented = false) => ({ target, defaultPrevented });
  let messageLink: HTMLAnchorElement;
  let otherLink: HTMLAnchorElement;

  beforeEach(() => {
    document.body.innerHTML = `
      <p class="bubble__text">See <a href="https://example.com/help" target="_blank" data-message-link=""><b>the help</b></a></p>
      <a id="other" href="https://wa.me/123" target="_blank">WhatsApp</a>
      <a id="script" href="javascript:void(0)" data-message-link="">not from us</a>`;
    messageLink = document.querySelector('[data-message-link]') as HTMLAnchorElement;
    otherLink = document.getElementById('other') as HTMLAnchorElement;
  });

  it('takes a click on a message’s link, or inside it, once the host said it opens links', () => {
    expect(linkForHost(clickOn(messageLink), true)).toBe('https://example.com/help');
    expect(linkForHost(clickOn(messageLink.querySelector('b')), true)).toBe('https://example.com/help');
  });

  it.each<[string, () => ReturnType<typeof clickOn>, boolean]>([
    ['the host did not say it opens links', () => clickOn(messageLink), false],
    ['a link that is not a message’s', () => clickOn(otherLink), true],
    ['a click beside the link', () => clickOn(document.querySelector('p')), true],
    ['a click another handler took', () => clickOn(messageLink, true), true],
    ['a marked link that is not http(s)', () => clickOn(document.getElementById('script')), true],
    ['no element', () => clickOn(document), true],
  ])('leaves the click to the browser when %s', (_name, click, hostOpensLinks) => {
    expect(linkForHost(click(), hostOpensLinks)).toBeNull();
  });

  it('remembers the host’s handleLinks', async () => {
    const store = createAppStore({
      vault: createCredentialVault({ pass: '', sign: '' }),
      sessionStorage: memoryStore(),
      apiBase: 'http://api.test',
      socketBase: 'ws://x.test',
      session: { appKey: 'demo', userId: '10001', token: 'tok', productId: '1', companyId: '100' },
      ...TEST_STORE_OPTIONS,
    });
    await lazyFeatures.hostBridge(store.dispatch);
    expect(selectHostOpensLinks(store.getState())).toBe(false);
    store.dispatch(hostCommandReceived(hostCommand('handleLinks', {})));
    expect(selectHostOpensLinks(store.getState())).toBe(true);
  });
});
