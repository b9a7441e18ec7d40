import {
  hostCommand,
  readClientEvent,
  type ClientEvent,
  type ClientEvents,
  type HostCommand,
} from '../protocol/hostBridge';
import { isLocaleCode, resolveLocale, type LocaleCode } from '../protocol/locales';
import { embedText } from './embedTexts';
import { buildUi, label, showLauncher, showPanel, type EmbedUi } from './embedUi';

/** The client's events, and the panel's own `open` and `close`. */
export type SupportClientEvents = ClientEvents & { open: Record<string, never>; close: Record<string, never> };

export interface SupportClient {
  open(): void;
  close(): void;
  /** A locale code of the client (`US`, `JP`, …): the chat and the launcher switch language. */
  setLocale(locale: string): void;
  /** Calls `handler` with each event's payload; returns what stops it. */
  on<E extends keyof SupportClientEvents>(event: E, handler: (payload: SupportClientEvents[E]) => void): () => void;
}

type Handler = (payload: unknown) => void;

/**
 * The launcher, the panel with the chat at `src` (loading at once, hidden) and the bridge's host side:
 * it hears only its iframe's window on the chat's origin, and posts only there.
 */
export function createSupportClient(src: string): SupportClient {
  const chatUrl = new URL(src, location.href);
  const frameOrigin = chatUrl.origin;
  const handlers = new Map<string, Set<Handler>>();
  let locale: LocaleCode = resolveLocale(chatUrl.searchParams.get('country'), null);
  /** setLocale was called: the chat is told (again) once ready. */
  let localeChosen = false;
  let unread = 0;
  let isOpen = false;
  let ready = false;
  let ui: EmbedUi | undefined;

  const emit = <E extends keyof SupportClientEvents>(event: E, payload: SupportClientEvents[E]) => {
    for (const handler of handlers.get(event) ?? []) handler(payload);
  };
  // Only to the chat's own window, and only if it still holds a page of the chat's origin.
  const post = (command: HostCommand) => {
    if (ready) ui?.frame.contentWindow?.postMessage(command, frameOrigin);
  };
  const relabel = () => {
    if (!ui) return;
    const launcherText =
      unread > 0 ? embedText(locale, 'embed.launcherUnread', unread) : embedText(locale, 'embed.launcher');
    label(ui, { launcher: launcherText, panel: embedText(locale, 'embed.panel') }, unread);
  };
  const setOpen = (open: boolean) => {
    if (open === isOpen) return;
    isOpen = open;
    // Before the page's body is there, the panel is built as it should be then.
    if (!ui) return;
    const focusWasInside = ui.panel.contains(document.activeElement);
    showPanel(ui, open);
    post(hostCommand(open ? 'open' : 'close', {}));
    if (open) ui.frame.focus();
    else if (focusWasInside) ui.launcher.focus();
    emit(open ? 'open' : 'close', {});
  };

  const onClientEvent = (event: ClientEvent) => {
    if (event.type === 'ready') {
      ready = true;
      if (ui) showLauncher(ui);
      // The chat loaded hidden: it learns whether it is shown, that links open here, and the language chosen meanwhile.
      post(hostCommand(isOpen ? 'open' : 'close', {}));
      post(hostCommand('handleLinks', {}));
      if (localeChosen) post(hostCommand('setLocale', { locale }));
    } else if (event.type === 'unreadCount') {
      unread = event.payload.count;
      relabel();
    } else if (event.type === 'closeRequested') {
      setOpen(false);
    } else if (event.type === 'openLink') {
      // The reader let only an http(s) URL through; the new tab gets neither this page nor its address.
      window.open(event.payload.url, '_blank', 'noopener,noreferrer');
    }
    emit(event.type, event.payload as never);
  };

  const mount = () => {
    const built = buildUi(chatUrl.href);
    ui = built;
    showPanel(built, isOpen);
    relabel();
    built.launcher.addEventListener('click', () => setOpen(!isOpen));
    document.addEventListener('keydown', (event) => {
      if (
        event.key === 'Escape' &&
        isOpen &&
        (event.target === built.launcher || built.panel.contains(event.target as Node))
      )
        setOpen(false);
    });
    window.addEventListener('message', (event) => {
      if (event.source !== built.frame.contentWindow || event.origin !== frameOrigin) return;
      const reading = readClientEvent(event.data);
      if (reading.ok) onClientEvent(reading.message);
    });
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mount);
  else mount();

  return {
    open: () => setOpen(true),
    close: () => setOpen(false),
    setLocale(code) {
      const upper = code.toUpperCase();
      if (!isLocaleCode(upper)) return;
      locale = upper;
      localeChosen = true;
      relabel();
      post(hostCommand('setLocale', { locale }));
    },
    on(event, handler) {
      const set = handlers.get(event) ?? new Set<Handler>();
      handlers.set(event, set);
      set.add(handler as Handler);
      return () => set.delete(handler as Handler);
    },
  };
}
