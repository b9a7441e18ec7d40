/** Where the realtime code reports what went wrong: the console in the page, a collector in tests. */
export interface Logger {
  warn(message: string): void;
  error(message: string): void;
}

/** The same logger, every line starting with `prefix` (which socket speaks). */
export function prefixedLogger(logger: Logger, prefix: string): Logger {
  return {
    warn: (message) => logger.warn(`${prefix} ${message}`),
    error: (message) => logger.error(`${prefix} ${message}`),
  };
}
