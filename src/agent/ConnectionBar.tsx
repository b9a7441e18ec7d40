import type { ConnectionStatus } from './agentReducer';
import { agentLabel } from './agents';
import { AgentPicker } from './AgentPicker';

const STATUS_TEXT: Record<ConnectionStatus, string> = {
  offline: 'Offline',
  connecting: 'Connecting…',
  online: 'Online',
  reconnecting: 'Reconnecting…',
};

interface ConnectionBarProps {
  agentId: string | null;
  connection: ConnectionStatus;
  problem: string | null;
  onGoOnline: (agentId: string) => void;
  onGoOffline: () => void;
}

export function ConnectionBar({ agentId, connection, problem, onGoOnline, onGoOffline }: ConnectionBarProps) {
  return (
    <div className="agent-connection">
      <p role="status" className={`agent-status agent-status--${connection}`}>
        <span className="agent-status__dot" aria-hidden="true" />
        {STATUS_TEXT[connection]}
        {agentId !== null && ` as ${agentLabel(agentId)}`}
      </p>
      {problem !== null && <p className="agent-problem">{problem}</p>}
      {agentId === null ? (
        <AgentPicker onGoOnline={onGoOnline} />
      ) : (
        <button type="button" onClick={onGoOffline}>
          Go offline
        </button>
      )}
    </div>
  );
}
