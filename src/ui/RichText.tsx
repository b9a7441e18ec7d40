import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { useMemo } from 'react';

const ALLOWED_TAGS = ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'a', 'span'];
/** Only absolute http(s) and mailto links: no javascript:, data: or relative tricks. */
const SAFE_URL = /^(?:https?:|mailto:)/i;

let purifier: Purifier | null = null;

/** A private DOMPurify instance, so that its link hook never changes anyone else's sanitising. */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    if (node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
    }
  });
  return purifier;
}

/** Server HTML made safe to render: no script, no event handler, no unsafe URL, links open apart. */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href', 'target', 'rel'],
    ALLOWED_URI_REGEXP: SAFE_URL,
    RETURN_TRUSTED_TYPE: false,
  });
}

interface RichTextProps {
  html: string;
  className?: string;
}

/** The only way the client renders HTML from a server. */
export function RichText({ html, className }: RichTextProps) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}
