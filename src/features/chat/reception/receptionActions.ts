import { createAction, isAnyOf } from '@reduxjs/toolkit';
import { frameIntent } from '../../../realtime/frameIntent';
import { frameReceived } from '../../../realtime/socketActions';

/** Spec §4: the reception phase comes from the status poll (also asked once on every open). */
export const receptionStatusPolled = createAction('reception/statusPolled', (receptionId: string | null) => ({
  payload: { receptionId },
  meta: frameIntent('seat_reception_status', receptionId ? { reception_id: receptionId } : {}),
}));

/** The AI handed over (CONTACT_HUMAN or contact_human 1): ask for a human agent (spec §4). */
export const humanContactRequested = createAction('chat/humanContactRequested', (conversationId: string) => ({
  payload: { conversationId },
  meta: frameIntent('seat_reception_contact', { conversation_id: conversationId, reason: '' }),
}));

/** The AI handed over again after an earlier reception stopped: a new one (seat_reception_new). */
export const receptionRenewed = createAction('reception/renewed', (conversationId: string) => ({
  payload: { conversationId },
  meta: frameIntent('seat_reception_new', { conversation_id: conversationId }),
}));

/** No agent was online (302): the customer leaves a message instead (seat_reception_leave_msg). */
export const messageLeftForAgents = createAction('chat/messageLeftForAgents', (content: string) => ({
  payload: { content },
  meta: frameIntent('seat_reception_leave_msg', { content }),
}));

/** The reply of seat_reception_contact, _status or _new: the reception's phase and, while waiting, the queue. */
export const receptionStatusReceived = isAnyOf(
  frameReceived.seat_reception_contact,
  frameReceived.seat_reception_status,
  frameReceived.seat_reception_new,
);
