import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import { CHAT_TYPE, CONTENT_TYPE, ERROR_CODE, LIMITS, RECEPTION_PHASE, STOPPED_PHASES } from '../../src/protocol/codes';
import { conversationIdOf } from '../../src/protocol/conversationId';
import type { WireMessage } from '../../src/protocol/entities';
import type { IncomingData, Signal } from '../../src/protocol/frames';
import { storedQuery } from '../ai/previousQuery';
import { SandboxError } from '../errors';
import { signalOf } from '../realtime/signals';
import type { ConnectionRegistry } from '../realtime/registry';
import type { Store } from '../store';
import { toWireMessage, type StoredMessage, type StoreResult } from '../store/messages';
import type { ReceptionRow, SupportGroup } from '../store/receptions';
import { characterCount } from '../validation';

/** Estimated wait per queue position (docs/protocol.md, reception decisions). */
export const SECONDS_PER_QUEUE_POSITION = 120;
/** The AI questions shown to an agent in a waiting reception's summary. */
export const SUMMARY_QUESTIONS = 10;
/** Left messages shown to agents in the `waiting` frame. */
export const LEFT_MESSAGES_SHOWN = 20;
const SUMMARY_SCAN = 200;

export type ReceptionStatus = IncomingData['seat_reception_status'];

export interface CustomerRef {
  userId: string;
  productId: string;
}

/** Runs work once the customer's reply has been written (pushes must follow the reply). */
export type After = (task: () => void) => void;

export interface EvaluationInput {
  reception_id: string;
  score: number;
  content: string;
  problem_finished: 0 | 1;
}

function parameterError(message: string): SandboxError {
  return new SandboxError(ERROR_CODE.parameterError, message);
}

function checkEvaluation(input: EvaluationInput): void {
  if (!Number.isInteger(input.score) || input.score < 1 || input.score > 5) throw parameterError('score must be 1 to 5');
  if (characterCount(input.content) > LIMITS.maxTextChars) throw parameterError('content is too long');
}

/**
 * The reception lifecycle (issue 5): the queue, the agents on the sandbox-only agent socket, the
 * support group's messages, the end of a reception and its evaluation. Receptions, groups and
 * evaluations live in SQLite; who is online (and their sockets) only in memory.
 */
export class ReceptionService {
  private readonly agents = new Map<string, WebSocket>();
  /** The last queue position pushed (304) to each waiting reception's customer. */
  private readonly pushedPositions = new Map<string, number>();

  constructor(
    private readonly store: Store,
    private readonly registry: ConnectionRegistry,
    private readonly log: FastifyBaseLogger,
  ) {}

  // -------------------------------------------------------------------------------------------
  // Customer side (socket handlers and REST)

  status(customer: CustomerRef, receptionId?: string): ReceptionStatus {
    const reception = receptionId ? this.ownReception(customer, receptionId) : this.store.receptions.latestOfCustomer(customer.productId, customer.userId);
    return reception ? this.statusOf(reception) : {};
  }

  /** seat_reception_contact and seat_reception_new. */
  contact(customer: CustomerRef, reason: string, afterReply: After): ReceptionStatus {
    const open = this.store.receptions.openOfCustomer(customer.productId, customer.userId);
    if (open) return this.statusOf(open);
    if (this.agents.size === 0) {
      afterReply(() => this.pushSignal(customer, signalOf(CONTENT_TYPE.noAgentOnline)));
      return {};
    }
    const group = this.ensureGroup(customer);
    const reception = this.store.receptions.create({ productId: customer.productId, customerId: customer.userId, groupId: group.groupId, reason: reason.slice(0, LIMITS.maxTextChars) });
    afterReply(() => this.queueChanged());
    return this.statusOf(reception);
  }

  leaveMessage(customer: CustomerRef, content: string, afterReply: After): void {
    if (content.trim() === '') throw parameterError('content is empty');
    if (characterCount(content) > LIMITS.maxTextChars) throw parameterError(`content is longer than ${LIMITS.maxTextChars} characters`);
    this.store.receptions.leaveMessage(customer.productId, customer.userId, content);
    afterReply(() => this.broadcastWaiting());
  }

  /** seat_reception_end: the customer stops (phase 5); the agent is told, the customer gets 307 and the card. */
  endByCustomer(customer: CustomerRef, receptionId: string, afterReply: After): void {
    const reception = this.ownReception(customer, receptionId);
    if (!this.store.receptions.stop(reception.id, RECEPTION_PHASE.stoppedByUser)) return;
    afterReply(() => {
      this.tellAgentEnded(reception, 'customer');
      this.pushSignal(customer, this.receptionSignal(CONTENT_TYPE.stopSignal, reception));
      this.pushToCustomer(reception, this.storeGroupMessage(reception, this.cardSender(reception), CONTENT_TYPE.evaluationCard, JSON.stringify({ reception_id: reception.id })));
      this.queueChanged();
    });
  }

  /** seat_reception_end_and_evaluate: phase 5 and the evaluation at once; no card. */
  endAndEvaluate(customer: CustomerRef, input: EvaluationInput, afterReply: After): void {
    checkEvaluation(input);
    const reception = this.ownReception(customer, input.reception_id);
    if (this.store.receptions.evaluationOf(reception.id)) throw new SandboxError(ERROR_CODE.alreadySubmitted);
    const stopped = this.store.receptions.stop(reception.id, RECEPTION_PHASE.stoppedByUser);
    this.store.receptions.evaluate({ receptionId: reception.id, score: input.score, content: input.content, problemFinished: input.problem_finished });
    if (stopped) {
      afterReply(() => {
        this.tellAgentEnded(reception, 'customer');
        this.queueChanged();
      });
    }
  }

  /** POST reception/submit-evaluate: only for a stopped reception, once; then 312 greys the card out. */
  submitEvaluation(customer: CustomerRef, input: EvaluationInput): void {
    checkEvaluation(input);
    const reception = this.ownReception(customer, input.reception_id);
    if (!STOPPED_PHASES.includes(reception.phase)) throw parameterError('the reception is not stopped yet');
    const created = this.store.receptions.evaluate({
      receptionId: reception.id,
      score: input.score,
      content: input.content,
      problemFinished: input.problem_finished,
    });
    if (!created) throw new SandboxError(ERROR_CODE.alreadySubmitted);
    this.pushSignal(customer, this.receptionSignal(CONTENT_TYPE.evaluationGreyed, reception));
  }

  /** A customer's message to their support group (send_msg, chat_type 2), forwarded to the serving agent. */
  groupMessage(customer: CustomerRef, data: WireMessage, afterReply: After): StoredMessage {
    const group = this.store.receptions.groupOfCustomer(customer.productId, customer.userId);
    if (!group || data.group_id !== group.groupId) throw parameterError('unknown group_id');
    if (data.receiver_id !== '') throw parameterError('receiver_id must be empty in a group');
    const conversation = this.store.conversations.ensureGroup(customer.productId, customer.userId, group.groupId);
    const elsewhere = this.store.messages.findSentInProduct(customer.productId, customer.userId, data.client_msg_id);
    if (elsewhere && elsewhere.conversationId !== conversation.conversationId) {
      throw parameterError('client_msg_id was already used in another conversation');
    }
    const open = this.store.receptions.openOfCustomer(customer.productId, customer.userId);
    const { message, created }: StoreResult = this.store.messages.storeOnce({
      conversationId: conversation.conversationId,
      clientMsgId: data.client_msg_id,
      senderId: customer.userId,
      receiverId: '',
      groupId: group.groupId,
      chatType: CHAT_TYPE.group,
      contentType: data.content_type,
      content: data.content,
      receptionId: open?.id,
    });
    if (created && open?.agentId && open.phase === RECEPTION_PHASE.humanServing) {
      const agentId = open.agentId;
      afterReply(() => this.sendAgent(agentId, { type: 'message', reception_id: open.id, message: toWireMessage(message) }));
    }
    return message;
  }

  /** The customer's support group, created with its conversation when missing. */
  ensureGroup(customer: CustomerRef): SupportGroup {
    const ai = this.store.users.aiOfProduct(customer.productId);
    const group = this.store.receptions.ensureGroup(customer.productId, customer.userId, ai?.id);
    this.store.conversations.ensureGroup(customer.productId, customer.userId, group.groupId);
    return group;
  }

  // -------------------------------------------------------------------------------------------
  // Agent side (the sandbox-only agent socket, realtime/agentGateway.ts)

  agentConnected(agentId: string, socket: WebSocket): void {
    const previous = this.agents.get(agentId);
    this.agents.set(agentId, socket);
    if (previous && previous !== socket) previous.close(1000, 'opened elsewhere');
    // Sends the waiting list to every agent, this one included, and moves the queue (one more free agent).
    this.queueChanged();
  }

  agentDisconnected(agentId: string, socket: WebSocket): void {
    if (this.agents.get(agentId) !== socket) return;
    this.agents.delete(agentId);
    this.queueChanged();
  }

  /** One agent frame; failures go back as `{ type: 'error', message }`. */
  agentFrame(agentId: string, text: string): void {
    try {
      let frame: unknown;
      try {
        frame = JSON.parse(text);
      } catch {
        throw parameterError('frame is not JSON');
      }
      const { type, reception_id: receptionId, content } = (typeof frame === 'object' && frame !== null ? frame : {}) as Record<string, unknown>;
      if (typeof receptionId !== 'string' || receptionId === '') throw parameterError('reception_id is required');
      if (type === 'accept') this.accept(agentId, receptionId);
      else if (type === 'send') this.agentSend(agentId, receptionId, content);
      else if (type === 'end') this.endByAgent(agentId, receptionId);
      else throw parameterError('type must be accept, send or end');
    } catch (error) {
      if (!(error instanceof SandboxError)) this.log.error({ err: error }, 'agent frame failed');
      this.sendAgent(agentId, { type: 'error', message: error instanceof SandboxError ? error.message : 'server error' });
    }
  }

  private accept(agentId: string, receptionId: string): void {
    if (this.store.receptions.servedBy(agentId)) throw parameterError('you are serving another reception');
    const reception = this.store.receptions.find(receptionId);
    if (!reception || !this.store.receptions.accept(receptionId, agentId)) throw parameterError('the reception is not waiting');
    const agent = this.store.users.findById(agentId);
    this.store.receptions.addMember(reception.groupId, agentId, 'agent');
    const serving = { ...reception, agentId, phase: RECEPTION_PHASE.humanServing };
    const joined = this.storeGroupMessage(serving, agentId, CONTENT_TYPE.groupSystem, JSON.stringify({ text: `${agent?.nickname || agentId} joined the chat` }));
    const conversationId = conversationIdOf(CHAT_TYPE.group, reception.customerId, reception.groupId);
    const history = this.store.messages.pageBefore(conversationId, undefined, 100).messages.map(toWireMessage);
    this.sendAgent(agentId, { type: 'accepted', reception_id: reception.id, group_id: reception.groupId, history });
    this.pushToCustomer(serving, joined);
    this.queueChanged();
  }

  private agentSend(agentId: string, receptionId: string, content: unknown): void {
    const reception = this.servedReception(agentId, receptionId);
    if (typeof content !== 'string' || content.trim() === '') throw parameterError('content is empty');
    if (characterCount(content) > LIMITS.maxTextChars) throw parameterError('content is too long');
    this.pushToCustomer(reception, this.storeGroupMessage(reception, agentId, CONTENT_TYPE.text, content));
  }

  /** The agent stops (phase 4): 307, the evaluation card, then 308 (opens the evaluation popup). */
  private endByAgent(agentId: string, receptionId: string): void {
    const reception = this.servedReception(agentId, receptionId);
    this.store.receptions.stop(reception.id, RECEPTION_PHASE.stoppedByAgent);
    const customer = { userId: reception.customerId, productId: reception.productId };
    this.pushSignal(customer, this.receptionSignal(CONTENT_TYPE.stopSignal, reception));
    this.pushToCustomer(reception, this.storeGroupMessage(reception, agentId, CONTENT_TYPE.evaluationCard, JSON.stringify({ reception_id: reception.id })));
    this.pushSignal(customer, { ...this.receptionSignal(CONTENT_TYPE.evaluateSignal, reception), group_type: 1 });
    this.sendAgent(agentId, { type: 'ended', reception_id: reception.id, by: 'agent' });
    this.queueChanged();
  }

  private servedReception(agentId: string, receptionId: string): ReceptionRow {
    const reception = this.store.receptions.servedBy(agentId);
    if (!reception || reception.id !== receptionId) throw parameterError('you are not serving this reception');
    return reception;
  }

  // -------------------------------------------------------------------------------------------
  // The queue

  /** Position (from 1) of each waiting reception that no free agent can take now. */
  private positions(): Map<string, number> {
    const free = [...this.agents.keys()].filter((agentId) => !this.store.receptions.servedBy(agentId)).length;
    const positions = new Map<string, number>();
    this.store.receptions.waiting().forEach((reception, index) => {
      if (index >= free) positions.set(reception.id, index - free + 1);
    });
    return positions;
  }

  /** Re-pushes 304 to every waiting customer whose position changed, and the waiting list to agents. */
  private queueChanged(): void {
    const positions = this.positions();
    for (const id of [...this.pushedPositions.keys()]) if (!positions.has(id)) this.pushedPositions.delete(id);
    for (const [id, position] of positions) {
      if (this.pushedPositions.get(id) === position) continue;
      this.pushedPositions.set(id, position);
      const reception = this.store.receptions.find(id);
      if (!reception) continue;
      const content = JSON.stringify({ position, estimated_wait_seconds: position * SECONDS_PER_QUEUE_POSITION });
      this.pushSignal({ userId: reception.customerId, productId: reception.productId }, { ...this.receptionSignal(CONTENT_TYPE.queue, reception), content });
    }
    this.broadcastWaiting();
  }

  private statusOf(reception: ReceptionRow): ReceptionStatus {
    const evaluation = this.store.receptions.evaluationOf(reception.id);
    const status: ReceptionStatus = {
      reception: { id: reception.id, phase: reception.phase, problem_finished: evaluation?.problemFinished ?? 0 },
    };
    if (reception.phase === RECEPTION_PHASE.humanRequested) {
      const position = this.positions().get(reception.id);
      if (position !== undefined) {
        status.queue_position = position;
        status.estimated_wait_seconds = position * SECONDS_PER_QUEUE_POSITION;
      }
    }
    return status;
  }

  private waitingFrame() {
    const nickname = (userId: string) => this.store.users.findById(userId)?.nickname ?? '';
    const receptions = this.store.receptions.waiting().map((reception) => ({
      reception_id: reception.id,
      customer: { id: reception.customerId, nickname: nickname(reception.customerId) },
      summary: { questions: this.aiQuestions(reception), since: reception.createdAt },
    }));
    const leftMessages = this.store.receptions.latestLeftMessages(LEFT_MESSAGES_SHOWN).map((left) => ({
      customer: { id: left.customerId, nickname: nickname(left.customerId) },
      content: left.content,
      at: left.createdAt,
    }));
    return { type: 'waiting', receptions, left_messages: leftMessages };
  }

  /** The customer's questions to the AI so far, newest last, at most SUMMARY_QUESTIONS. */
  private aiQuestions(reception: ReceptionRow): string[] {
    const ai = this.store.users.aiOfProduct(reception.productId);
    if (!ai) return [];
    const conversationId = conversationIdOf(CHAT_TYPE.single, reception.customerId, ai.id);
    return this.store.messages
      .pageBefore(conversationId, undefined, SUMMARY_SCAN)
      .messages.filter((message) => message.senderId === reception.customerId)
      .map((message) => storedQuery(message)?.query.trim() ?? '')
      .filter((query) => query !== '')
      .slice(-SUMMARY_QUESTIONS);
  }

  private broadcastWaiting(): void {
    if (this.agents.size === 0) return;
    const text = JSON.stringify(this.waitingFrame());
    for (const socket of this.agents.values()) if (socket.readyState === socket.OPEN) socket.send(text);
  }

  // -------------------------------------------------------------------------------------------
  // Helpers

  private ownReception(customer: CustomerRef, receptionId: string): ReceptionRow {
    const reception = this.store.receptions.find(receptionId);
    if (!reception || reception.customerId !== customer.userId || reception.productId !== customer.productId) {
      throw new SandboxError(ERROR_CODE.notFound, 'reception not found');
    }
    return reception;
  }

  /** The evaluation card comes from the agent who served, else from the product's AI. */
  private cardSender(reception: ReceptionRow): string {
    return reception.agentId ?? this.store.users.aiOfProduct(reception.productId)?.id ?? '';
  }

  private tellAgentEnded(reception: ReceptionRow, by: 'agent' | 'customer'): void {
    if (reception.agentId) this.sendAgent(reception.agentId, { type: 'ended', reception_id: reception.id, by });
  }

  private receptionSignal(contentType: number, reception: ReceptionRow): Signal {
    return { ...signalOf(contentType), group_id: reception.groupId, reception_id: reception.id };
  }

  private storeGroupMessage(reception: ReceptionRow, senderId: string, contentType: number, content: string): StoredMessage {
    const conversation = this.store.conversations.ensureGroup(reception.productId, reception.customerId, reception.groupId);
    return this.store.messages.append({
      conversationId: conversation.conversationId,
      clientMsgId: randomUUID(),
      senderId,
      receiverId: '',
      groupId: reception.groupId,
      chatType: CHAT_TYPE.group,
      contentType,
      content,
      receptionId: reception.id,
    });
  }

  private pushToCustomer(reception: ReceptionRow, message: StoredMessage): void {
    this.registry.find(reception.customerId, reception.productId)?.push('push_msg', toWireMessage(message));
  }

  private pushSignal(customer: CustomerRef, signal: Signal): void {
    this.registry.find(customer.userId, customer.productId)?.push('push_signal_msg', signal);
  }

  private sendAgent(agentId: string, frame: object): void {
    const socket = this.agents.get(agentId);
    if (socket && socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
  }
}
