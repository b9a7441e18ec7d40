import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type ConsoleText, translated } from './i18n/consoleText';

interface SignInFormProps {
  /** Resolves with the problem to show, or null once signed in. */
  onSignIn: (username: string, password: string) => Promise<ConsoleText | null>;
}

/** The console's sign-in screen: an agent's username and password (server/README.md, "Agent console"). */
export function SignInForm({ onSignIn }: SignInFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const { t } = useTranslation();
  const [problem, setProblem] = useState<ConsoleText | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    const refused = await onSignIn(username.trim(), password);
    setBusy(false);
    if (refused !== null) {
      setProblem(refused);
      setPassword('');
    }
  };

  return (
    <form className="agent-sign-in" onSubmit={(event) => void submit(event)} aria-labelledby="agent-sign-in-title">
      <h2 id="agent-sign-in-title">{t('signIn.title')}</h2>
      <label htmlFor="agent-username">{t('signIn.username')}</label>
      <input
        id="agent-username"
        name="username"
        autoComplete="username"
        value={username}
        onChange={(event) => setUsername(event.currentTarget.value)}
        required
      />
      <label htmlFor="agent-password">{t('signIn.password')}</label>
      <input
        id="agent-password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.currentTarget.value)}
        required
      />
      <button type="submit" disabled={busy}>
        {t('signIn.submit')}
      </button>
      {problem !== null && <p className="agent-problem">{translated(t, problem)}</p>}
    </form>
  );
}
