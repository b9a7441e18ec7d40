import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { PortalHost } from '../ui/portalHost';
import { clientCss } from './clientCss';

/**
 * The client's CSS in the frame as a constructed stylesheet: the frame inherits the viewer's CSP,
 * whose style-src has no 'unsafe-inline' for a <style> element. Where constructed sheets are missing
 * (jsdom), a <style> element does the same.
 */
function adoptClientCss(doc: Document): void {
  const FrameSheet = doc.defaultView?.CSSStyleSheet;
  if (FrameSheet && 'adoptedStyleSheets' in doc && 'replaceSync' in FrameSheet.prototype) {
    const sheet = new FrameSheet();
    sheet.replaceSync(clientCss);
    doc.adoptedStyleSheets = [sheet];
    return;
  }
  const style = doc.createElement('style');
  style.textContent = clientCss;
  doc.head.append(style);
}

interface PhoneFrameProps {
  title: string;
  lang: string;
  scheme: number;
  children: ReactNode;
}

/**
 * A 360×640 same-origin iframe the customer's screen is portalled into: the client's stylesheet, media queries,
 * <html lang> and color scheme apply exactly as on the customer's phone, and none of it leaks into
 * the viewer (nor the chat's <main> and <h1> into the viewer's landmarks).
 */
export function PhoneFrame({ title, lang, scheme, children }: PhoneFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [mount, setMount] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const iframe = frame.current;
    if (!iframe) return;
    const prepare = () => {
      const doc = iframe.contentDocument;
      if (!doc?.body) return;
      let root = doc.getElementById('root');
      if (!root) {
        adoptClientCss(doc);
        root = doc.createElement('div');
        root.id = 'root';
        doc.body.append(root);
      }
      setMount(root);
    };
    prepare();
    // Some browsers swap the initial about:blank document once it "loads": prepare the new one.
    iframe.addEventListener('load', prepare);
    return () => iframe.removeEventListener('load', prepare);
  }, []);

  useEffect(() => {
    const doc = mount?.ownerDocument;
    if (!doc) return;
    doc.documentElement.lang = lang;
    doc.documentElement.dataset.scheme = String(scheme);
    doc.title = title;
  }, [mount, lang, scheme, title]);

  return (
    <>
      <iframe ref={frame} className="replay-phone" title={title} width={360} height={640} />
      {mount &&
        createPortal(<PortalHost.Provider value={mount.ownerDocument.body}>{children}</PortalHost.Provider>, mount)}
    </>
  );
}
