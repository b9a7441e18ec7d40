/**
 * Typing notices, both ways (customer `typing` frame, agent `typing` frame, signal 311): a sender
 * repeats its notice every TYPING_REPEAT_MS while typing; a receiver shows it for TYPING_SHOWN_MS
 * after the last one, or until the typist's message arrives.
 */
export const TYPING_REPEAT_MS = 3000;
export const TYPING_SHOWN_MS = 6000;
