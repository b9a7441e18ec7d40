import { CHAT_TYPE, CONTENT_TYPE, ERROR_CODE, LIMITS } from '../../../src/protocol/codes';
import { aiQuerySchema, type AiQueryPayload, type WireMessage } from '../../../src/protocol/entities';
import type { SendAck } from '../../../src/protocol/frames';
import { jsonString, num, object, str } from '../../../src/protocol/validate';
import { SandboxError } from '../../errors';
import { withdrawSelectionAnswer } from '../../orders/rules';
import { citationVerdict, type CitationSources, type Citer } from '../../storage/citations';
import type { Store } from '../../store';
import type { StoredMessage } from '../../store/messages';
import type { User } from '../../store/users';
import { characterCount, checkClientMsgId, parseOrThrow } from '../../validation';
import type { Handler, RealtimeDeps } from './types';

const MAX_TEXT_CHARS = LIMITS.maxTextChars;
const imageContentSchema = jsonString(object({ url: str, width: num, height: num }));
const aiQueryContentSchema = jsonString(aiQuerySchema);

function parameterError(message: string): SandboxError {
  return new SandboxError(ERROR_CODE.parameterError, message);
}

function checkText(text: string, field: string): void {
  if (text.trim() === '') throw parameterError(`${field} is empty`);
  if (characterCount(text) > MAX_TEXT_CHARS)
    throw parameterError(`${field} is longer than ${MAX_TEXT_CHARS} characters`);
}

/**
 * An image (or video: also a 102) a customer sends must be their own upload on this storage host, so
 * that nobody can make the agent console fetch another host or show someone else's file
 * (docs/protocol.md, "Upload ownership").
 */
async function checkCitedFile(uploads: CitationSources, url: string, citer: Citer): Promise<void> {
  const verdict = await citationVerdict(uploads, url, citer, false);
  if (verdict === 'notYours') throw new SandboxError(ERROR_CODE.fileNotYours);
  if (verdict !== 'ok') throw parameterError('the URL is not a file uploaded to this storage host');
}

/**
 * Validates the content for its type. Returns the question for the AI when the message is one:
 * an AI query (203) or plain text (101), which docs/protocol.md also treats as a query.
 */
async function questionIn(
  message: WireMessage,
  timeZone: string,
  checkImage: (url: string) => Promise<void>,
): Promise<AiQueryPayload | undefined> {
  switch (message.content_type) {
    case CONTENT_TYPE.text:
      checkText(message.content, 'content');
      return { time_zone: timeZone, query: message.content, images: [], withdraw_order_ids: [] };
    case CONTENT_TYPE.image: {
      const image = parseOrThrow(imageContentSchema, message.content, 'content');
      if (image.url.trim() === '') throw parameterError('content.url is empty');
      await checkImage(image.url);
      return undefined;
    }
    case CONTENT_TYPE.aiQuery: {
      const query = parseOrThrow(aiQueryContentSchema, message.content, 'content');
      // A tap or a pick of withdrawal orders may come without typed text.
      if (query.select_question_type === undefined && query.withdraw_order_ids.length === 0)
        checkText(query.query, 'content.query');
      else if (characterCount(query.query) > MAX_TEXT_CHARS) throw parameterError('content.query is too long');
      for (const url of query.images) await checkImage(url);
      return query;
    }
    default:
      // 204 and 206 are reserved outgoing kinds; the rest are not the customer's to send.
      throw parameterError(`content_type ${message.content_type} cannot be sent`);
  }
}

/** Picked withdrawal orders (spec §5): at most 3, each the customer's own; else the send is refused. */
async function checkPickedOrders(
  store: Store,
  productId: string,
  userId: string,
  orderIds: readonly string[],
): Promise<void> {
  const own = new Set((await store.orders.withdrawOrdersOf(productId, userId)).map((order) => order.order_id));
  const answer = withdrawSelectionAnswer(orderIds, own);
  if (answer !== ERROR_CODE.ok) throw new SandboxError(answer);
}

function ackOf(message: StoredMessage): SendAck {
  return {
    client_msg_id: message.clientMsgId,
    seq: message.seq,
    server_msg_id: message.serverMsgId,
    send_time: message.sendTime,
  };
}

/** Who a customer may write to, for now: the AI of the product they are connected to. */
function isReachable(receiver: User | undefined, productId: string): receiver is User {
  return receiver !== undefined && receiver.kind === 'ai' && receiver.productId === productId;
}

export function sendMsg({ store, aiResponder, reception, uploads }: RealtimeDeps): Handler<'send_msg'> {
  return async ({ data, connection, afterReply }) => {
    const { userId, productId, locale } = connection.session;
    const checkImage = (url: string) => checkCitedFile(uploads, url, { userId, productId });
    if (data.sender_id !== userId) throw parameterError('sender_id is not the connected user');
    checkClientMsgId(data.client_msg_id);
    if (data.chat_type === CHAT_TYPE.group) {
      // The customer's support group (issue 5): text and images only, forwarded to the serving agent.
      if (data.content_type === CONTENT_TYPE.aiQuery)
        throw parameterError('content_type 203 goes to the AI, not to a group');
      await questionIn(data, connection.timeZone, checkImage);
      return ackOf(await reception.groupMessage({ userId, productId }, data, afterReply));
    }
    const receiver = await store.users.findById(data.receiver_id);
    if (!isReachable(receiver, productId)) throw parameterError('unknown receiver_id');
    const question = await questionIn(data, connection.timeZone, checkImage);
    if (question && question.withdraw_order_ids.length > 0)
      await checkPickedOrders(store, productId, userId, question.withdraw_order_ids);

    const conversation = await store.conversations.ensureSingle(productId, userId, receiver.id);
    // client_msg_id names one message of its sender in the product, so that check-send-status has one
    // answer: the same id in another conversation is a client bug, not a resend.
    const elsewhere = await store.messages.findSentInProduct(productId, userId, data.client_msg_id);
    if (elsewhere && elsewhere.conversationId !== conversation.conversationId) {
      throw parameterError('client_msg_id was already used in another conversation');
    }
    await aiResponder.answerPendingIn(conversation.conversationId);
    // The same client_msg_id again is a resend: answer as before, store nothing, ask nothing. The check
    // and the insert are one transaction, and the AI is asked only by the send that stored.
    const { message: stored, created } = await store.messages.storeOnce({
      conversationId: conversation.conversationId,
      clientMsgId: data.client_msg_id,
      senderId: userId,
      receiverId: receiver.id,
      groupId: '',
      chatType: CHAT_TYPE.single,
      contentType: data.content_type,
      content: data.content,
    });
    if (created && question && receiver.kind === 'ai') {
      afterReply(() =>
        aiResponder.ask({
          productId,
          customerId: userId,
          aiUserId: receiver.id,
          conversationId: conversation.conversationId,
          questionServerMsgId: stored.serverMsgId,
          questionSeq: stored.seq,
          query: question,
          locale,
        }),
      );
    }
    return ackOf(stored);
  };
}
