/** What the browser says about the page that frames this one. */
export interface FramingHints {
  /** `location.ancestorOrigins` (Chromium, WebKit): the parent's origin first, whatever its referrer policy. */
  ancestorOrigins?: { readonly length: number; item(index: number): string | null };
  /** `document.referrer`: the page that loaded this frame, trimmed by its referrer policy (at least to its origin by default). */
  referrer: string;
}

/**
 * The origin of the page that frames this one, or null when the browser does not say. Only a hint of
 * where to post: the browser delivers a message only to a window of exactly that origin.
 */
export function parentOriginOf({ ancestorOrigins, referrer }: FramingHints): string | null {
  const first = ancestorOrigins && ancestorOrigins.length > 0 ? ancestorOrigins.item(0) : null;
  if (first) return first === 'null' ? null : first;
  try {
    const origin = new URL(referrer).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}
