const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The readable text of an answer: scripts and styles dropped, tags removed, spaces collapsed. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
}

const SUMMARY_LENGTH = 120;

export function summaryOf(html: string): string {
  const chars = [...textOfHtml(html)];
  return chars.length <= SUMMARY_LENGTH ? chars.join('') : `${chars.slice(0, SUMMARY_LENGTH - 1).join('').trimEnd()}…`;
}

/** Case- and width-insensitive (NFKC, lower case); good enough for every script of the 9 locales. */
export const foldForSearch = (text: string) => text.normalize('NFKC').toLowerCase();
