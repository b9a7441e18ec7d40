import { isHttpUrl } from '../../protocol/urls';

/**
 * The chat marks the links of messages (src/features/chat/bubble/LinkedText.tsx); a literal here
 * rather than a shared module, which would be a request of its own for both lazy chunks.
 */
const MESSAGE_LINK = 'a[data-message-link]';

/**
 * The address to post as `openLink` for a click (a tap, or Enter on a focused link), or null to let the
 * link open as links do: only a link of a message, only when the host opens links itself (docs/embedding.md).
 */
export function linkForHost(
  click: Pick<MouseEvent, 'target' | 'defaultPrevented'>,
  hostOpensLinks: boolean,
): string | null {
  if (!hostOpensLinks || click.defaultPrevented || !(click.target instanceof Element)) return null;
  const link = click.target.closest(MESSAGE_LINK);
  return link instanceof HTMLAnchorElement && isHttpUrl(link.href) ? link.href : null;
}
