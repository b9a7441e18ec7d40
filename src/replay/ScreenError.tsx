import { Component, type ReactNode } from 'react';
import { useRouteError } from 'react-router';

/** In place of a screen that cannot render at this step: the viewer, and the other steps, live on. */
export function ScreenErrorCard({ error }: { error: unknown }) {
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return (
    <main className="notice notice--error">
      <div className="notice__card" role="alert">
        <h1 className="notice__title">This screen cannot be shown at this step</h1>
        <p>The recorded state does not render here. The other panels and the other steps still work.</p>
        <p>
          <code>{detail}</code>
        </p>
      </div>
    </main>
  );
}

/** The router's error element in the viewer (the client's own offers to reload the page). */
export function RouteScreenError() {
  return <ScreenErrorCard error={useRouteError()} />;
}

interface BoundaryProps {
  /** A new step: show the screen again. */
  step: number;
  children: ReactNode;
}

/** Catches what the router does not (the providers around it); resets when the step changes. */
export class ScreenErrorBoundary extends Component<BoundaryProps, { error: unknown; step: number }> {
  override state = { error: null as unknown, step: this.props.step };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; step: number }) {
    return props.step === state.step ? null : { error: null, step: props.step };
  }

  override render() {
    return this.state.error ? <ScreenErrorCard error={this.state.error} /> : this.props.children;
  }
}
