/**
 * A run of a message's text as shown; `href` is set when the run is a web address, to what it opens, and
 * then the run shows the host it opens (below).
 */
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

/**
 * Bidirectional formatting characters (marks, embeddings, overrides, isolates): a right-to-left override
 * shows `moc.elppa//:sptth` for an address that goes elsewhere. A message in the client's nine languages
 * needs none of them, so they are not shown.
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

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

/** The address as written, but with the host as it is resolved: `https://аpple.com` (a Cyrillic а) shows `xn--pple-43d.com`. */
function shownAddress(address: string, url: URL): string {
  const hostStart = address.indexOf('//') + 2;
  const typedHost = /^(\[[^\]]*\]|[^/?#:]*)/.exec(address.slice(hostStart))?.[0] ?? '';
  if (typedHost.toLowerCase() === url.hostname) return address;
  return address.slice(0, hostStart) + url.hostname + address.slice(hostStart + typedHost.length);
}

/**
 * What a written address opens and how it shows, or null when it is no link: it does not parse as a URL
 * with a host, or it names a user before an `@` (`https://apple.com@evil.test` opens evil.test).
 */
function linkOf(address: string): TextPart | null {
  try {
    const url = new URL(address);
    if (!url.hostname || url.username || url.password) return null;
    return { text: shownAddress(address, url), href: url.href };
  } catch {
    return null;
  }
}

/**
 * A text as plain runs and http(s) addresses, in order; joined, the runs are the text without its
 * bidirectional formatting characters, each address showing the host it opens (docs/security.md, "Links").
 * Nothing else is an address: not `www.…` without a scheme, not an e-mail, not `javascript:`, `data:` or
 * `ftp:`, not one with a user name.
 */
export function splitLinks(written: string): TextPart[] {
  const text = written.replace(BIDI_CONTROLS, '');
  const parts: TextPart[] = [];
  let plainFrom = 0;
  CANDIDATE.lastIndex = 0;
  for (let match = CANDIDATE.exec(text); match; match = CANDIDATE.exec(text)) {
    if (WORD_CHARACTER.test(text.charAt(match.index - 1))) continue;
    const address = withoutTrailingPunctuation(match[0]);
    const link = linkOf(address);
    if (!link) continue;
    if (match.index > plainFrom) parts.push({ text: text.slice(plainFrom, match.index) });
    parts.push(link);
    plainFrom = match.index + address.length;
  }
  if (plainFrom < text.length) parts.push({ text: text.slice(plainFrom) });
  return parts;
}
