/** The hand-over between the FAQ and the chat (spec §2's force-FAQ round trip; docs/protocol.md, "FAQ → chat"). */

/**
 * Router location state the chat receives from an FAQ answer (docs/protocol.md, "FAQ → chat"): the
 * question the user read, so the chat can offer it as the first message.
 */
export interface FaqChatContext {
  faqQuestion: string;
  faqId: string;
}

/** The FAQ question carried in router location state, or '' for anything else. */
export function faqQuestionOf(state: unknown): string {
  const question = (state as Partial<FaqChatContext> | null)?.faqQuestion;
  return typeof question === 'string' ? question : '';
}
