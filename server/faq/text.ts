const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The entities an answer's rich text may use, decoded (once: "&amp;lt;" reads "&lt;"). */
export const decodeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]);

// Tags that break a line: a space stands in for them. Inline tags (b, a, span…) vanish without one,
// so "<b>Settings</b>." reads "Settings." and not "Settings .".
const BLOCK_TAG =
  /<\/?(p|div|br|hr|li|ul|ol|dl|dt|dd|h[1-6]|table|thead|tbody|tr|td|th|blockquote|pre|section|article|header|footer|figure|figcaption|img)\b[^>]*>/gi;

/** The readable text of an answer: scripts and styles dropped, tags removed, spaces collapsed. */
export function textOfHtml(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
      .replace(BLOCK_TAG, ' ')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

const SUMMARY_LENGTH = 120;

export function summaryOf(html: string): string {
  const chars = [...textOfHtml(html)];
  return chars.length <= SUMMARY_LENGTH
    ? chars.join('')
    : `${chars
        .slice(0, SUMMARY_LENGTH - 1)
        .join('')
        .trimEnd()}…`;
}

/** Case- and width-insensitive (NFKC, lower case); good enough for every script of the 9 locales. */
export const foldForSearch = (text: string) => text.normalize('NFKC').toLowerCase();
