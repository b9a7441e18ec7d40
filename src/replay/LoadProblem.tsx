import type { LoadResult } from './loadRecording';

/** Why a recording did not open; with a way to the agent console when its session is what is missing. */
export function LoadProblem({ result }: { result: Extract<LoadResult, { ok: false }> }) {
  return (
    <div className="replay-error" role="alert">
      <p className="replay-error__message">{result.message}</p>
      {result.signIn && (
        <p>
          <a href="/agent" target="_blank" rel="opener">
            Open the agent console
          </a>
        </p>
      )}
      <p className="replay-error__detail">Details: {result.detail}</p>
    </div>
  );
}
