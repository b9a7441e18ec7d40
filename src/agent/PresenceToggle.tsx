import { useTranslation } from 'react-i18next';
import { AGENT_STATUSES } from '../protocol/agentFrames';
import type { AgentStatus } from './frames';
import { loadText, type Presence } from './presence';

const STATUS_KEYS: Record<AgentStatus, string> = { online: 'presence.online', away: 'presence.away' };

interface PresenceToggleProps {
  presence: Presence;
  /** The status can change only while the socket is open. */
  online: boolean;
  onChange: (status: AgentStatus) => void;
}

/** Online or away (away: no new offers, the chats served go on), and how many chats the agent serves. */
export function PresenceToggle({ presence, online, onChange }: PresenceToggleProps) {
  const { t } = useTranslation();
  return (
    <div className={`agent-presence agent-presence--${presence.status}`}>
      <fieldset disabled={!online}>
        <legend>{t('presence.legend')}</legend>
        {AGENT_STATUSES.map((status) => (
          <label key={status}>
            <input
              type="radio"
              name="agent-presence"
              value={status}
              checked={presence.status === status}
              onChange={() => onChange(status)}
            />
            {t(STATUS_KEYS[status])}
          </label>
        ))}
      </fieldset>
      <p role="status">
        {loadText(presence, t)}
        {presence.status === 'away' && <strong className="agent-away"> · {t('presence.awayNote')}</strong>}
      </p>
    </div>
  );
}
