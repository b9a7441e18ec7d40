/*
 * The launcher, its badge and the panel with the chat's iframe. Styled through the CSSOM
 * (`element.style`), which a host's Content-Security-Policy does not restrict, unlike a <style> element.
 */

type Style = Partial<CSSStyleDeclaration>;

/** Phones get the chat full screen; wider screens a panel above the launcher. */
export const PHONE_MEDIA = '(max-width: 480px)';

const LAUNCHER: Style = {
  position: 'fixed',
  right: '16px',
  bottom: '16px',
  width: '56px',
  height: '56px',
  padding: '0',
  border: '0',
  borderRadius: '50%',
  background: '#1d4ed8',
  color: '#fff',
  cursor: 'pointer',
  boxShadow: '0 2px 8px rgba(0,0,0,.3)',
  zIndex: '2147483000',
  alignItems: 'center',
  justifyContent: 'center',
};

const BADGE: Style = {
  position: 'absolute',
  top: '-4px',
  right: '-4px',
  minWidth: '20px',
  height: '20px',
  padding: '0 6px',
  boxSizing: 'border-box',
  borderRadius: '10px',
  background: '#b91c1c',
  color: '#fff',
  font: 'bold 12px/20px system-ui, sans-serif',
  textAlign: 'center',
};

const PANEL: Style = {
  position: 'fixed',
  zIndex: '2147483001',
  overflow: 'hidden',
  background: '#fff',
  boxShadow: '0 4px 24px rgba(0,0,0,.3)',
};
const PANEL_WIDE: Style = {
  top: 'auto',
  left: 'auto',
  right: '16px',
  bottom: '88px',
  width: '380px',
  height: 'min(640px, calc(100% - 104px))',
  borderRadius: '12px',
};
const PANEL_PHONE: Style = {
  top: '0',
  left: '0',
  right: '0',
  bottom: '0',
  width: '100%',
  height: '100%',
  borderRadius: '0',
};
const FRAME: Style = { display: 'block', width: '100%', height: '100%', border: '0' };

/** A chat bubble, drawn in the launcher's text colour. */
const ICON_PATH = 'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z';

/**
 * What the chat's iframe may do: run, send forms, open links in new tabs and download a session
 * recording; never navigate the host's page. Its own origin it keeps (storage, the bridge's origin checks).
 */
const FRAME_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads';

function styled<K extends keyof HTMLElementTagNameMap>(tag: K, style: Style): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  Object.assign(element.style, style);
  return element;
}

function icon(): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('width', '28');
  svg.setAttribute('height', '28');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('d', ICON_PATH);
  path.setAttribute('fill', 'currentColor');
  svg.append(path);
  return svg;
}

export interface EmbedUi {
  launcher: HTMLButtonElement;
  badge: HTMLSpanElement;
  panel: HTMLDivElement;
  frame: HTMLIFrameElement;
}

/** Builds the launcher (hidden until the chat is ready) and the panel (hidden, its chat loading at once). */
export function buildUi(src: string): EmbedUi {
  const panel = styled('div', PANEL);
  panel.id = 'support-client-panel';
  panel.setAttribute('role', 'dialog');
  const frame = styled('iframe', FRAME);
  frame.src = src;
  frame.referrerPolicy = 'origin';
  frame.setAttribute('sandbox', FRAME_SANDBOX);
  panel.append(frame);

  const launcher = styled('button', { ...LAUNCHER, display: 'none' });
  launcher.type = 'button';
  launcher.setAttribute('aria-controls', panel.id);
  const badge = styled('span', BADGE);
  badge.setAttribute('aria-hidden', 'true');
  launcher.append(icon(), badge);

  const phone = matchMedia(PHONE_MEDIA);
  const fit = () => Object.assign(panel.style, phone.matches ? PANEL_PHONE : PANEL_WIDE);
  fit();
  phone.addEventListener('change', fit);
  document.body.append(panel, launcher);
  return { launcher, badge, panel, frame };
}

/** The panel shown or hidden. Hidden, the chat keeps running (not `display: none`): its socket counts unread messages. */
export function showPanel({ panel, launcher }: EmbedUi, shown: boolean): void {
  Object.assign(panel.style, { visibility: shown ? 'visible' : 'hidden', pointerEvents: shown ? 'auto' : 'none' });
  launcher.setAttribute('aria-expanded', String(shown));
}

export function showLauncher({ launcher }: EmbedUi): void {
  launcher.style.display = 'flex';
}

/** The launcher's label (with the unread count, which the badge shows to the eye) and the panel's. */
export function label(
  { launcher, badge, panel, frame }: EmbedUi,
  texts: { launcher: string; panel: string },
  unread: number,
): void {
  launcher.setAttribute('aria-label', texts.launcher);
  badge.textContent = String(unread);
  badge.style.display = unread > 0 ? 'block' : 'none';
  panel.setAttribute('aria-label', texts.panel);
  frame.title = texts.panel;
}
