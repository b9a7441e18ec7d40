import sanitizeHtml from 'sanitize-html';

/** What the client renders (src/ui/RichText.tsx): nothing else is stored. */
const ALLOWED_TAGS = ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'a', 'span'];
/** Absolute http(s) links only: no javascript:, data:, mailto: or relative addresses. */
const SAFE_HREF = /^https?:\/\/[^\s]/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // The text of a removed tag stays (its markup goes); script, style and the like go with their text.
  disallowedTagsMode: 'discard',
  transformTags: {
    // The scheme rule above lets relative addresses through; a link keeps its href only when absolute.
    a: (tagName, attribs) => {
      const kept = { ...attribs };
      const href = kept.href?.trim();
      if (href && SAFE_HREF.test(href)) kept.href = href;
      else delete kept.href;
      return { tagName, attribs: kept };
    },
  },
};

/** An answer's HTML as an editor saves it, cut down to the tags, attributes and links the client renders. */
export function sanitizeAnswerHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
