import { randomBytes } from 'node:crypto';

const NODE_ID = /^[A-Za-z0-9_-]{1,32}$/;

/** Why `text` cannot name a node (NODE_ID), or undefined when it can. */
export function nodeIdProblem(text: string): string | undefined {
  return NODE_ID.test(text) ? undefined : `must be 1 to 32 letters, digits, "_" or "-", got "${text}"`;
}

/** A fresh node id: 8 random bytes, hex. */
export function randomNodeId(): string {
  return randomBytes(8).toString('hex');
}
