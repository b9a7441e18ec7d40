import { useState, type FormEvent } from 'react';
import { DEMO_AGENTS } from './agents';

interface AgentPickerProps {
  onGoOnline: (agentId: string) => void;
}

export function AgentPicker({ onGoOnline }: AgentPickerProps) {
  const [agentId, setAgentId] = useState<string>(DEMO_AGENTS[0].id);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onGoOnline(agentId);
  };

  return (
    <form className="agent-picker" onSubmit={submit}>
      <label htmlFor="agent-select">Agent</label>
      <select id="agent-select" value={agentId} onChange={(event) => setAgentId(event.currentTarget.value)}>
        {DEMO_AGENTS.map((agent) => (
          <option key={agent.id} value={agent.id}>
            {agent.name} ({agent.id})
          </option>
        ))}
      </select>
      <button type="submit">Go online</button>
    </form>
  );
}
