import { isHttpUrl } from '../../../protocol/urls';
import type { UserCard } from '../../../protocol/supportGroup';
import './sender.css';

/** Only http(s) or same-origin paths become an image source (not `//host/…`); else the initial. */
function safeAvatar(url: string): string | null {
  const sameOrigin = url.startsWith('/') && !url.startsWith('//');
  return isHttpUrl(url) || sameOrigin ? url : null;
}

/** An agent's avatar and name above their message (the name is text, never markup). */
export default function SenderBadge({ name, sender }: { name: string; sender?: UserCard }) {
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
