import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import { CHAT_TYPE, CONTENT_TYPE } from '../../src/protocol/codes';
import type { AiQueryPayload } from '../../src/protocol/entities';
import type { Assistant } from '../ai/assistant';
import type { LocaleCode } from '../locale';
import type { Store } from '../store';
import { toWireMessage } from '../store/messages';
import type { ConnectionRegistry } from './registry';
import { aiTypingSignal } from './signals';

export interface AiQuestion {
  productId: string;
  customerId: string;
  aiUserId: string;
  conversationId: string;
  query: AiQueryPayload;
  locale: LocaleCode;
}

export interface AiResponderDeps {
  store: Store;
  registry: ConnectionRegistry;
  assistant: Assistant;
  /** How long the AI "types" before its answer is stored and pushed. */
  delayMs: number;
  log: FastifyBaseLogger;
}

/**
 * Plays the AI's side: a typing signal at once, then the stored answer. Pushes go to the customer's
 * current connection, which may be newer than the one that asked.
 */
export class AiResponder {
  private readonly pending = new Set<NodeJS.Timeout>();

  constructor(private readonly deps: AiResponderDeps) {}

  ask(question: AiQuestion): void {
    const { registry, delayMs } = this.deps;
    registry.find(question.customerId, question.productId)?.push('push_signal_msg', aiTypingSignal(question.aiUserId));
    const timer = setTimeout(() => {
      this.pending.delete(timer);
      this.answer(question);
    }, delayMs);
    this.pending.add(timer);
  }

  /** Drops the answers not yet given (the server is closing). */
  dispose(): void {
    for (const timer of this.pending) clearTimeout(timer);
    this.pending.clear();
  }

  private answer(question: AiQuestion): void {
    const { store, registry, assistant, log } = this.deps;
    try {
      const reply = assistant.reply(question.query, question.locale);
      const message = store.messages.append({
        conversationId: question.conversationId,
        clientMsgId: randomUUID(),
        senderId: question.aiUserId,
        receiverId: question.customerId,
        groupId: '',
        chatType: CHAT_TYPE.single,
        contentType: CONTENT_TYPE.aiReply,
        content: JSON.stringify(reply),
      });
      registry.find(question.customerId, question.productId)?.push('push_msg', toWireMessage(message));
    } catch (error) {
      log.error({ err: error }, 'the AI could not answer');
    }
  }
}
