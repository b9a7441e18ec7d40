import { createAction } from '@reduxjs/toolkit';

/*
 * Events between the screens and the host bridge (docs/embedding.md), apart from the bridge itself
 * so that a screen can raise them without loading the bridge's code.
 */

/** The user pressed the close control of an embedded screen: the bridge tells the host (`closeRequested`). */
export const closeRequested = createAction('hostBridge/closeRequested');

/** Whether this page runs in another page's frame (a host's iframe), where a close control makes sense. */
export function isFramed(): boolean {
  return window.parent !== window;
}
