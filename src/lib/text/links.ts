/** A run of a message's text as written; `href` is set when the run is a web address, to what it opens. */
export interface TextPart {
  text: string;
  href?: string;
}

/**
 * Where a web address may be: `http://` or `https://` (any case) and what follows up to a space, a
 * character a URL never holds as typed, or CJK and full-width punctuation (`。`, `，`, `）`, `「`).
 */
const CANDIDATE = /https?:\/\/[^\s<>"`\u3000-\u303f\uff00-\uffef]+/gi;
/**
 * A scheme right after a Latin letter or digit is inside a word ("xhttp://…"), not the start of an
 * address; after CJK or Thai it is, as those scripts put no space between words.
 */
const WORD_CHARACTER = /\w/;
/** What ends a sentence or closes a quote after an address rather than belonging to it. */
const SENTENCE_END = '.,;:!?\'"’”»…';
const OPENER_OF: Readonly<Record<string, string>> = { ')': '(', ']': '[', '}': '{' };

function occurrences(text: string, character: string): number {
  return text.split(character).length - 1;
}

/** The address without what ends the sentence around it; a closing bracket stays when the address opened it (Wikipedia's `Foo_(bar)`). */
function withoutTrailingPunctuation(candidate: string): string {
  let address = candidate;
  for (;;) {
    const last = address.slice(-1);
    const opener = OPENER_OF[last];
    const unbalanced = opener !== undefined && occurrences(address, last) > occurrences(address, opener);
    if (!SENTENCE_END.includes(last) && !unbalanced) return address;
    address = address.slice(0, -1);
  }
}

/** What a written address opens, or null when it does not parse as a URL with a host. */
function targetOf(address: string): string | null {
  try {
    const url = new URL(address);
    return url.hostname ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A text as plain runs and http(s) addresses, in order; joined, the runs are the text. Nothing else is
 * an address: not `www.…` without a scheme, not an e-mail, not `javascript:`, `data:` or `ftp:`.
 */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let plainFrom = 0;
  CANDIDATE.lastIndex = 0;
  for (let match = CANDIDATE.exec(text); match; match = CANDIDATE.exec(text)) {
    if (WORD_CHARACTER.test(text.charAt(match.index - 1))) continue;
    const address = withoutTrailingPunctuation(match[0]);
    const href = targetOf(address);
    if (!href) continue;
    if (match.index > plainFrom) parts.push({ text: text.slice(plainFrom, match.index) });
    parts.push({ text: address, href });
    plainFrom = match.index + address.length;
  }
  if (plainFrom < text.length) parts.push({ text: text.slice(plainFrom) });
  return parts;
}
