import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AgentApp } from './AgentApp';
import './agent.css';

createRoot(document.getElementById('agent-root') as HTMLElement).render(
  <StrictMode>
    <AgentApp />
  </StrictMode>,
);
