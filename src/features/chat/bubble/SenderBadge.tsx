import { isHttpUrl } from '../../../protocol/urls';
import { useGroupSenders } from '../log/useGroupSenders';
import './sender.css';

/** Only http(s) or same-origin paths become an image source (not `//host/…`); else the initial. */
function safeAvatar(url: string): string | null {
  const sameOrigin = url.startsWith('/') && !url.startsWith('//');
  return isHttpUrl(url) || sameOrigin ? url : null;
}

/**
 * An agent's avatar and name above their message (the name is text, never markup): `name` until the
 * support group's people are known. Who they are loads with the first badge (an AI-only chat never asks).
 */
export default function SenderBadge({ name: fallbackName, senderId }: { name: string; senderId: string }) {
  const sender = useGroupSenders().get(senderId);
  const name = sender?.nickname || fallbackName;
  const avatar = sender ? safeAvatar(sender.avatar) : null;
  return (
    <span className="sender">
      {avatar ? (
        <img className="sender__avatar" src={avatar} alt="" width={24} height={24} referrerPolicy="no-referrer" />
      ) : (
        <span className="sender__avatar sender__avatar--initial" aria-hidden="true">
          {Array.from(name)[0]?.toUpperCase() ?? '?'}
        </span>
      )}
      <span className="sender__name">{name}</span>
    </span>
  );
}
