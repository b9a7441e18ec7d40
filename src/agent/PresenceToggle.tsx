import { AGENT_STATUSES } from '../protocol/agentFrames';
import type { AgentStatus } from './frames';
import { loadText, type Presence } from './presence';

const STATUS_TEXT: Record<AgentStatus, string> = { online: 'Online', away: 'Away' };

interface PresenceToggleProps {
  presence: Presence;
  /** The status can change only while the socket is open. */
  online: boolean;
  onChange: (status: AgentStatus) => void;
}

/** Online or away (away: no new offers, the chats served go on), and how many chats the agent serves. */
export function PresenceToggle({ presence, online, onChange }: PresenceToggleProps) {
  return (
    <div className={`agent-presence agent-presence--${presence.status}`}>
      <fieldset disabled={!online}>
        <legend>Your status</legend>
        {AGENT_STATUSES.map((status) => (
          <label key={status}>
            <input
              type="radio"
              name="agent-presence"
              value={status}
              checked={presence.status === status}
              onChange={() => onChange(status)}
            />
            {STATUS_TEXT[status]}
          </label>
        ))}
      </fieldset>
      <p role="status">
        {loadText(presence)}
        {presence.status === 'away' && (
          <strong className="agent-away"> · Away: no new customers are offered to you.</strong>
        )}
      </p>
    </div>
  );
}
