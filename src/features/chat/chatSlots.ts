import { createContext, useContext, type ComponentType } from 'react';
import type { AiReply } from '../../protocol/entities';
import type { WorkOrderMessage } from '../../protocol/orders';
import type { AiQuestionIntent } from './state/sending';

/**
 * What other features show inside the chat (spec §2: the chat screen shows the withdrawal picker, the
 * forms, the evaluation and end-session popups). The chat names each place and what it hands over;
 * src/app fills them (docs/architecture.md, "Composition"), so the chat imports no other feature and
 * an empty slot just shows nothing.
 */
export interface ChatSlots {
  /** Under an AI reply that offers a work order (TO_CREATE_WORK_ORDER, CREATE_TECHNICAL_ORDER). */
  WorkOrderReplyActions?: ComponentType<{
    /** False once anything came after the reply: its picker is then read-only. */
    live: boolean;
    reply: AiReply;
    pickerId: string;
    askAi: (intent: AiQuestionIntent) => void;
  }>;
  /** A 103 message: the first of a work order's id shows its card at the latest status, later ones a line. */
  WorkOrderCard?: ComponentType<{ order: WorkOrderMessage; latest: WorkOrderMessage; first: boolean }>;
  /** The open work-order form, above the composer. */
  WorkOrderForm?: ComponentType<{ groupId: string | null }>;
  /** A 202 message: the evaluation card. */
  EvaluationCard?: ComponentType<{ receptionId: string }>;
  /** In the header: ending the human stage. */
  HeaderActions?: ComponentType<{ receptionId: string | null; humanStage: boolean }>;
  /** Popups over the chat (the evaluation). */
  Popups?: ComponentType;
  /** While the session is recorded: "Send this session to support" in the header, and its notice under the log. */
  SessionSharing?: ComponentType<{ place: 'menu' | 'notice' }>;
  /** The page that frames the chat hides it (the host bridge's `close`): nothing counts as read meanwhile. */
  hiddenByHost?: boolean;
}

export const ChatSlotsContext = createContext<ChatSlots>({});

export const useChatSlots = () => useContext(ChatSlotsContext);
