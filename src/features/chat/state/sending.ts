import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { selectUserId } from '../../../session/sessionSelectors';
import type { QuickQuestion } from '../../../protocol/entities';
import { aiQuestionSubmitted, groupMessageSubmitted } from './chatActions';
import type { ChatListenerState } from '../listeners/chatListeners';
import { selectConversation, selectMsgStage, selectSupportGroupId } from './chatSelectors';
import { selectHumanStageOpen } from '../reception/receptionSelectors';

export type ChatThunk = ThunkAction<void, ChatListenerState, unknown, UnknownAction>;

/** What the customer asks the AI; who asks, whom and at which stage come from the state. */
export interface AiQuestionIntent {
  query: string;
  /** A quick or suggested question that was tapped (its question type goes along). */
  question?: QuickQuestion;
  /** "Start over" after DETECTED_SAME_QUESTIONS: the question type being reset. */
  resetQuestionType?: number;
  /** Withdrawal orders picked under an AI reply. */
  withdrawOrderIds?: readonly string[];
}

/** The one way to ask the AI: the welcome, suggested questions, start over, the composer and the withdrawal picker. */
export const askAi =
  (intent: AiQuestionIntent): ChatThunk =>
  (dispatch, getState) => {
    const state = getState();
    const conversation = selectConversation(state);
    const senderId = selectUserId(state);
    if (!conversation || !senderId) return;
    dispatch(
      aiQuestionSubmitted({ ...intent, senderId, aiUserId: conversation.opposite_id, msgStage: selectMsgStage(state) }),
    );
  };

/** Where the customer's own messages go: the support group during the human stage, else the AI conversation. */
export function humanStageGroup(state: ChatListenerState): string | null {
  const groupId = selectSupportGroupId(state);
  return selectHumanStageOpen(state) && groupId ? groupId : null;
}

/** Typed text: to the agent during the human stage, otherwise a question to the AI. */
export const textSent =
  (text: string): ChatThunk =>
  (dispatch, getState) => {
    const state = getState();
    const senderId = selectUserId(state);
    const groupId = humanStageGroup(state);
    if (senderId && groupId) dispatch(groupMessageSubmitted({ senderId, groupId, text }));
    else dispatch(askAi({ query: text }));
  };
