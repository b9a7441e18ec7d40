// jsdom has no fetch: give its window Node's own fetch family (the sandbox is real, so is HTTP).
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of [
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
    ]) {
      this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetch;
