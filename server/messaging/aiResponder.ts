import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import { CHAT_TYPE, CONTENT_TYPE } from '../../src/protocol/codes';
import type { AiQueryPayload } from '../../src/protocol/entities';
import type { Assistant } from '../ai/assistant';
import { attachPicture, type PictureRequest } from '../ai/pictureRequests';
import { previousExchange } from '../ai/previousQuery';
import type { LocaleCode } from '../locale';
import type { Store } from '../store';
import { toWireMessage, type StoredMessage } from '../store/messages';
import type { OwedAnswer } from '../store/owedAnswers';
import type { CustomerChannel } from '../ports';
import { KeyedQueue } from '../lib/keyedQueue';
import { ReadReceipts } from './readReceipts';
import { aiTypingSignal } from './signals';

export interface AiQuestion {
  productId: string;
  customerId: string;
  aiUserId: string;
  conversationId: string;
  /** The stored question's server_msg_id: its answer is stored at most once. */
  questionServerMsgId: string;
  /** The question's seq: answering it reads the conversation up to there. */
  questionSeq: number;
  query: AiQueryPayload;
  locale: LocaleCode;
  /** A picture sent after the AI opened a work-order form: it goes into that form's draft first. */
  picture?: { request: PictureRequest; url: string };
}

/** A question as asked, before it is stored: storing gives it its server_msg_id and seq. */
export type AskedQuestion = Omit<AiQuestion, 'questionServerMsgId' | 'questionSeq'>;

/** How long a node holds an owed answer it took without renewing its claim (owedAnswers.ts renews it). */
export const OWED_ANSWER_LEASE_MS = 20_000;

export interface AiResponderDeps {
  store: Store;
  /** This node's name: the owed answers it is working on are claimed under it. */
  nodeId: string;
  /** The customers' current connections, on any node. */
  customers: CustomerChannel;
  assistant: Assistant;
  /** Whether an agent of the product's company could take a chat now (asked when a customer asks for a person). */
  agentAvailable?: (productId: string) => Promise<boolean>;
  /** How long the AI "types" before its answer is stored and pushed. */
  delayMs: number;
  log: FastifyBaseLogger;
}

/**
 * Plays the AI's side: a typing signal at once, then the stored answer, just after a read receipt for
 * its question (the AI has read what it answers). Pushes go to the customer's current connection on
 * whichever node holds it, which may be newer than the one that asked, or to none (the answer and the read are then found by
 * seq sync: peer_read_seq).
 *
 * Each question is answered exactly once: it is stored with the answer it is owed (owedFor, one
 * transaction), the store refuses a second answer to the same question (messages.in_reply_to is unique)
 * and settles the owed answer with the answer. An answer still pending when the process dies, or whose
 * storing failed (a full disk), stays owed: OwedAnswers (owedAnswers.ts) asks it again, on this node's
 * next start or on a surviving node.
 *
 * Answers follow their questions (docs/protocol.md, "AI answers in order"): before anything new is
 * stored in a conversation, the answer still "typing" there is given, so a conversation has at most
 * one pending answer, keyed here by conversation. Questions that arrive together (an outbox after an
 * outage) are stored Q, A, Q, A rather than Q, Q, A, A. Asking, answering and answerPendingIn run one
 * at a time per conversation, so an answer being stored is finished before anything after it.
 */
export class AiResponder {
  private readonly pending = new Map<string, { timer: NodeJS.Timeout; question: AiQuestion }>();
  private readonly conversations = new KeyedQueue<string>();
  /** Questions taken out of `pending` whose answer is being made or stored right now. */
  private readonly answering = new Set<string>();
  private closed = false;
  private readonly receipts: ReadReceipts;

  constructor(private readonly deps: AiResponderDeps) {
    this.receipts = new ReadReceipts(deps.store, deps.customers);
  }

  /** The answer a question is owed, recorded in the transaction that stores the question, held by this node. */
  owedFor(asked: AskedQuestion): (stored: StoredMessage) => OwedAnswer {
    return (stored) => {
      const question: AiQuestion = { ...asked, questionServerMsgId: stored.serverMsgId, questionSeq: stored.seq };
      return {
        questionServerMsgId: stored.serverMsgId,
        conversationId: stored.conversationId,
        question: JSON.stringify(question),
        claimedBy: this.deps.nodeId,
        claimedUntil: Date.now() + OWED_ANSWER_LEASE_MS,
      };
    };
  }

  /** The questions this node is answering: their owed answers' claims are renewed. */
  heldQuestionIds(): string[] {
    return [...[...this.pending.values()].map(({ question }) => question.questionServerMsgId), ...this.answering];
  }

  ask(question: AiQuestion): Promise<void> {
    const { customers, delayMs } = this.deps;
    const { conversationId } = question;
    return this.conversations.run(conversationId, async () => {
      if (this.closed) return;
      await this.answerPending(conversationId);
      customers.push(
        { userId: question.customerId, productId: question.productId },
        'push_signal_msg',
        aiTypingSignal(question.aiUserId),
      );
      const timer: NodeJS.Timeout = setTimeout(() => this.answerWhenDue(conversationId, timer), delayMs);
      this.pending.set(conversationId, { timer, question });
    });
  }

  /** Something new is about to be stored in the conversation: the answer it still owes comes first. */
  answerPendingIn(conversationId: string): Promise<void> {
    return this.conversations.run(conversationId, () => this.answerPending(conversationId));
  }

  /** The server is closing: gives the pending answers now rather than dropping them, then takes no more. */
  async dispose(): Promise<void> {
    this.closed = true;
    // Questions being asked right now first become pending, then everything pending is answered.
    await this.conversations.drain();
    await Promise.all([...this.pending.keys()].map((conversationId) => this.answerPendingIn(conversationId)));
  }

  private answerWhenDue(conversationId: string, timer: NodeJS.Timeout): void {
    this.conversations
      .run(conversationId, async () => {
        // answerPendingIn may have given this answer while this turn waited.
        if (this.pending.get(conversationId)?.timer !== timer) return;
        await this.answerPending(conversationId);
      })
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'the AI could not answer'));
  }

  private async answerPending(conversationId: string): Promise<void> {
    const pending = this.pending.get(conversationId);
    if (!pending) return;
    clearTimeout(pending.timer);
    this.pending.delete(conversationId);
    await this.answer(pending.question);
  }

  private async answer(question: AiQuestion): Promise<void> {
    const { store, log, nodeId } = this.deps;
    this.answering.add(question.questionServerMsgId);
    try {
      await this.answerNow(question);
    } catch (error) {
      log.error({ err: error }, 'the AI could not answer');
      // Still owed: let go of it so that the next sweep asks it again (or the claim runs out).
      await store.owedAnswers.release(question.questionServerMsgId, nodeId).catch(() => undefined);
    } finally {
      this.answering.delete(question.questionServerMsgId);
    }
  }

  private async answerNow(question: AiQuestion): Promise<void> {
    const { store, customers, assistant, agentAvailable } = this.deps;
    // The customer's query before this one and the AI's reply to it, from the store: a repeat and a
    // second miss are told the same way after a restart.
    const [previous, withdrawOrders] = await Promise.all([
      previousExchange(store.messages, question.conversationId, question.customerId, question.questionServerMsgId),
      store.orders.withdrawOrdersOf(question.productId, question.customerId),
    ]);
    if (question.picture)
      await attachPicture(store.workOrders, question, question.picture.request, question.picture.url);
    const reply = await assistant.reply({
      productId: question.productId,
      customerId: question.customerId,
      locale: question.locale,
      query: question.query,
      previous: previous.query,
      previousReply: previous.reply,
      withdrawOrders,
      agentAvailable: agentAvailable && (() => agentAvailable(question.productId)),
      findTopUpOrder: (orderNo) => store.orders.topUpOrder(question.productId, orderNo),
      pictureAttached: question.picture !== undefined,
    });
    const { message, created } = await store.messages.storeAnswer(
      {
        conversationId: question.conversationId,
        clientMsgId: randomUUID(),
        senderId: question.aiUserId,
        receiverId: question.customerId,
        groupId: '',
        chatType: CHAT_TYPE.single,
        contentType: CONTENT_TYPE.aiReply,
        content: JSON.stringify(reply),
      },
      question.questionServerMsgId,
    );
    if (!created) return;
    const customer = { userId: question.customerId, productId: question.productId };
    await this.receipts.read(customer, question.conversationId, question.aiUserId, question.questionSeq);
    customers.push(customer, 'push_msg', toWireMessage(message));
  }
}
