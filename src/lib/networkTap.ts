/**
 * Where the network layers (socket middleware, REST base query) report what they see; the session
 * recorder (src/recorder) implements it. Every method is optional work for them to call.
 */
export interface NetworkTap {
  frameIn(raw: string): void;
  frameOut(raw: string): void;
  socket(event: 'connecting' | 'open' | 'close', details?: { url?: string; code?: number }): void;
  /** Returns an id that pairs the response with its request. */
  restRequest(method: string, url: string, body?: unknown): number;
  restResponse(id: number, status: number, body: unknown): void;
}

/**
 * A call the store made before its recorder came (src/app/fieldCapture.ts): its time (performance.now()),
 * what was called, and for an action the state it met.
 */
export type EarlyCall = [at: number, name: 'action' | 'route' | keyof NetworkTap, args: unknown[], state?: unknown];
