import { useTranslation } from 'react-i18next';
import type { ConnectionStatus } from './agentState';
import { type ConsoleText, translated } from './i18n/consoleText';

const STATUS_KEYS: Record<ConnectionStatus, string> = {
  offline: 'status.offline',
  connecting: 'status.connecting',
  online: 'status.online',
  reconnecting: 'status.reconnecting',
};

interface ConnectionBarProps {
  /** "Ann (30001)" once signed in. */
  agentLabel: string | null;
  connection: ConnectionStatus;
  problem: ConsoleText | null;
  onSignOut: () => void;
}

export function ConnectionBar({ agentLabel, connection, problem, onSignOut }: ConnectionBarProps) {
  const { t } = useTranslation();
  const status = t(STATUS_KEYS[connection]);
  return (
    <div className="agent-connection">
      <p role="status" className={`agent-status agent-status--${connection}`}>
        <span className="agent-status__dot" aria-hidden="true" />
        {agentLabel === null ? status : t('status.as', { status, agent: agentLabel })}
      </p>
      {problem !== null && <p className="agent-problem">{translated(t, problem)}</p>}
      {agentLabel !== null && (
        <button type="button" onClick={onSignOut}>
          {t('status.signOut')}
        </button>
      )}
    </div>
  );
}
