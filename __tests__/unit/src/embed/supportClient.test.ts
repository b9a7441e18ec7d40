import { createSupportClient, type SupportClient } from '../../../../src/embed/supportClient';
import { clientEvent, hostCommand, type ClientEvent } from '../../../../src/protocol/hostBridge';

const CHAT = 'http://chat.test/chat?app_key=demo-signed&user=dana&country=JP';

let phone = false;
beforeAll(() => {
  window.matchMedia = ((query: string) => ({
    matches: phone,
    media: query,
    addEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});

describe('embed.js (docs/embedding.md, "The embed snippet")', () => {
  let client: SupportClient;
  let frame: HTMLIFrameElement;
  let launcher: HTMLButtonElement;
  let panel: HTMLElement;
  let toChat: jest.Mock;

  const fromChat = (
    event: ClientEvent | unknown,
    { origin = 'http://chat.test', source = frame.contentWindow as Window | null } = {},
  ) => window.dispatchEvent(new MessageEvent('message', { data: event, origin, source }));

  beforeEach(() => {
    document.body.innerHTML = '';
    client = createSupportClient(CHAT);
    frame = document.querySelector('iframe') as HTMLIFrameElement;
    launcher = document.querySelector('button') as HTMLButtonElement;
    panel = document.getElementById('support-client-panel') as HTMLElement;
    toChat = jest.fn();
    (frame.contentWindow as Window).postMessage = toChat;
  });

  it('loads the chat at once, hidden and not sandboxed out of its origin, and shows the launcher when the chat is ready', () => {
    expect(frame.src).toBe(CHAT);
    expect(frame.getAttribute('sandbox')?.split(' ')).toEqual(
      expect.arrayContaining(['allow-scripts', 'allow-same-origin']),
    );
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    expect(panel.style.visibility).toBe('hidden');
    expect(launcher.style.display).toBe('none');

    fromChat(clientEvent('ready', {}));
    expect(launcher.style.display).toBe('flex');
    expect(launcher.getAttribute('aria-label')).toBe('サポートとチャット');
    expect(toChat).toHaveBeenCalledWith(hostCommand('close', {}), 'http://chat.test');
  });

  it.each<[string, { origin?: string; source?: Window | null }]>([
    ['another origin', { origin: 'http://evil.test' }],
    ['another window on the chat’s origin', { source: window }],
    ['no window', { source: null }],
  ])('ignores messages from %s', (_name, from) => {
    fromChat(clientEvent('ready', {}), from);
    fromChat(clientEvent('unreadCount', { count: 5 }), from);
    expect(launcher.style.display).toBe('none');
    expect(toChat).not.toHaveBeenCalled();
  });

  it('ignores malformed events, and tells the host page’s handlers the rest', () => {
    const counts: number[] = [];
    const stop = client.on('unreadCount', ({ count }) => counts.push(count));
    fromChat(clientEvent('ready', {}));
    fromChat({ source: 'support-client', version: 1, type: 'unreadCount', payload: { count: 'many' } });
    fromChat(clientEvent('unreadCount', { count: 2 }));
    stop();
    fromChat(clientEvent('unreadCount', { count: 3 }));
    expect(counts).toEqual([2]);
    expect(launcher.getAttribute('aria-label')).toBe('サポートとチャット（新着 3 件）');
    expect(launcher.querySelector('span')?.textContent).toBe('3');
  });

  it('opens with focus in the chat, closes on the chat’s request with focus back on the launcher, and on Escape', () => {
    const seen: string[] = [];
    for (const name of ['open', 'close', 'closeRequested'] as const) client.on(name, () => seen.push(name));
    fromChat(clientEvent('ready', {}));
    launcher.click();
    expect(panel.style.visibility).toBe('visible');
    expect(launcher.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(frame);
    expect(toChat).toHaveBeenLastCalledWith(hostCommand('open', {}), 'http://chat.test');

    fromChat(clientEvent('closeRequested', {}));
    expect(panel.style.visibility).toBe('hidden');
    expect(document.activeElement).toBe(launcher);
    expect(toChat).toHaveBeenLastCalledWith(hostCommand('close', {}), 'http://chat.test');

    client.open();
    launcher.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(panel.style.visibility).toBe('hidden');
    expect(seen).toEqual(['open', 'close', 'closeRequested', 'open', 'close']);
  });

  it('passes a language chosen before the chat was ready, and relabels the launcher', () => {
    client.setLocale('us');
    client.setLocale('xx');
    expect(toChat).not.toHaveBeenCalled();
    fromChat(clientEvent('ready', {}));
    expect(toChat).toHaveBeenLastCalledWith(hostCommand('setLocale', { locale: 'US' }), 'http://chat.test');
    expect(launcher.getAttribute('aria-label')).toBe('Chat with support');
    expect(frame.title).toBe('Support chat');
  });

  it('tells the chat that it opens links, and opens an http(s) link the chat posts in a new tab without opener or referrer', () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const links: string[] = [];
    client.on('openLink', ({ url }) => links.push(url));
    fromChat(clientEvent('ready', {}));
    expect(toChat).toHaveBeenCalledWith(hostCommand('handleLinks', {}), 'http://chat.test');

    fromChat(clientEvent('openLink', { url: 'https://example.com/help' }));
    fromChat({ source: 'support-client', version: 1, type: 'openLink', payload: { url: 'javascript:alert(1)' } });
    fromChat(clientEvent('openLink', { url: 'https://evil.example/' }), { origin: 'http://evil.test' });
    expect(open.mock.calls).toEqual([['https://example.com/help', '_blank', 'noopener,noreferrer']]);
    expect(links).toEqual(['https://example.com/help']);
    open.mockRestore();
  });

  it('puts the chat full screen on a phone', () => {
    phone = true;
    document.body.innerHTML = '';
    createSupportClient(CHAT);
    const phonePanel = document.getElementById('support-client-panel') as HTMLElement;
    expect(phonePanel.style).toMatchObject({ top: '0px', left: '0px', width: '100%', height: '100%' });
    phone = false;
  });
});
