import { decodeEntities } from '../../faq/text';

/** A link keeps its address only when it is http(s): the chat shows those as links and everything else as text. */
function linkText(href: string, label: string): string {
  const address = decodeEntities(href);
  return /^https?:\/\//i.test(address) ? `${label} (${address})` : label;
}

/** A list item whose text is in a paragraph of its own (<li><p>…</p></li>) keeps its bullet on its line. */
function joinBulletToItsText(lines: string[], line: string): string[] {
  if (lines[lines.length - 1] === '•') lines[lines.length - 1] = `• ${line}`;
  else lines.push(line);
  return lines;
}

/**
 * An article's answer (rich text) as the chat shows an AI answer: plain text, a paragraph per line,
 * list items as "• " lines, http(s) links written out after their label. Scripts, styles and every
 * other tag are dropped; nothing of the markup survives to be interpreted.
 */
export function chatTextOfArticle(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<a\b[^>]*?\bhref\s*=\s*"([^"]*)"[^>]*>([\s\S]*?)<\/a\s*>/gi, (_, href: string, label: string) =>
        linkText(href, label.replace(/<[^>]*>/g, '')),
      )
      .replace(/<li\b[^>]*>/gi, '\n• ')
      .replace(/<\/?(p|div|br|ul|ol|h[1-6]|blockquote|pre|table|tr)\b[^>]*>/gi, '\n')
      .replace(/<[^>]*>/g, ''),
  )
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .filter((line) => line.length > 0)
    .reduce<string[]>(joinBulletToItsText, [])
    .join('\n');
}
