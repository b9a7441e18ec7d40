/** Jest's jsdom environment with Node's fetch family and the console guard (quietEnvironment.ts). */
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import { TestEnvironment } from 'jest-environment-jsdom';
import { withQuietConsole } from './quietEnvironment';

// jsdom has no fetch: give its window Node's own (the sandbox is real, so is HTTP).
const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'FormData',
  'Blob',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
  'ReadableStream',
] as const;

class JsdomWithFetch extends TestEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    for (const name of FROM_NODE) this.global[name] = globalThis[name] as never;
  }
}

export default withQuietConsole(JsdomWithFetch);
