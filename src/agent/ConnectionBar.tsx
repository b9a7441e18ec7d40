import type { ConnectionStatus } from './agentState';

const STATUS_TEXT: Record<ConnectionStatus, string> = {
  offline: 'Offline',
  connecting: 'Connecting…',
  online: 'Online',
  reconnecting: 'Reconnecting…',
};

interface ConnectionBarProps {
  /** "Ann (30001)" once signed in. */
  agentLabel: string | null;
  connection: ConnectionStatus;
  problem: string | null;
  onSignOut: () => void;
}

export function ConnectionBar({ agentLabel, connection, problem, onSignOut }: ConnectionBarProps) {
  return (
    <div className="agent-connection">
      <p role="status" className={`agent-status agent-status--${connection}`}>
        <span className="agent-status__dot" aria-hidden="true" />
        {STATUS_TEXT[connection]}
        {agentLabel !== null && ` as ${agentLabel}`}
      </p>
      {problem !== null && <p className="agent-problem">{problem}</p>}
      {agentLabel !== null && (
        <button type="button" onClick={onSignOut}>
          Sign out
        </button>
      )}
    </div>
  );
}
