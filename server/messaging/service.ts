import { CHAT_TYPE, CONTENT_TYPE, ERROR_CODE } from '../../src/protocol/codes';
import type { AiQueryPayload, WireMessage } from '../../src/protocol/entities';
import type { SendAck } from '../../src/protocol/frames';
import { SandboxError } from '../errors';
import type { LocaleCode } from '../locale';
import { withdrawSelectionAnswer } from '../orders/rules';
import type { AfterReply } from '../ports';
import type { MessageQuota } from '../quotas/messageQuota';
import type { ReceptionService } from '../reception/service';
import type { CitationSources } from '../storage/citations';
import type { Store } from '../store';
import type { StoredMessage } from '../store/messages';
import type { User } from '../store/users';
import { checkClientMsgId } from '../validation';
import type { AiResponder, AskedQuestion } from './aiResponder';
import { pendingPictureRequest } from '../ai/pictureRequests';
import { checkCitedFile, parameterError, pictureUrlOf, questionIn } from './content';

/** Who sends: the socket's session, never the frame. */
export interface Sender {
  userId: string;
  productId: string;
  locale: LocaleCode;
  /** The time zone the client gave when it opened its AI conversation. */
  timeZone: string;
}

export interface MessagingDeps {
  store: Store;
  aiResponder: AiResponder;
  reception: ReceptionService;
  /** Where cited uploads are checked: only the sender's own objects may be sent. */
  uploads: CitationSources;
  /** Messages per customer per minute; a resend of a stored message is not counted again. */
  quota: MessageQuota;
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

/**
 * A customer's send_msg: to their support group (through the reception) or to the product's AI, stored
 * once per client_msg_id, and the AI asked only by the send that stored the question.
 */
export class MessagingService {
  constructor(private readonly deps: MessagingDeps) {}

  async send(sender: Sender, data: WireMessage, afterReply: AfterReply): Promise<SendAck> {
    const { userId, productId } = sender;
    if (data.sender_id !== userId) throw parameterError('sender_id is not the connected user');
    checkClientMsgId(data.client_msg_id);
    const previous = await this.deps.store.messages.findSentInProduct(productId, userId, data.client_msg_id);
    if (!previous) await this.deps.quota.take({ userId, productId });
    const checkImage = (url: string) => checkCitedFile(this.deps.uploads, url, { userId, productId });
    if (data.chat_type === CHAT_TYPE.group) {
      // The customer's support group (issue 5): text and images only, forwarded to the serving agent.
      if (data.content_type === CONTENT_TYPE.aiQuery)
        throw parameterError('content_type 203 goes to the AI, not to a group');
      await questionIn(data, sender.timeZone, checkImage);
      return ackOf(await this.deps.reception.groupMessage({ userId, productId }, data, afterReply));
    }
    return this.sendToAi(sender, data, { previous, checkImage }, afterReply);
  }

  private async sendToAi(
    sender: Sender,
    data: WireMessage,
    { previous, checkImage }: { previous: StoredMessage | undefined; checkImage: (url: string) => Promise<void> },
    afterReply: AfterReply,
  ): Promise<SendAck> {
    const { store, aiResponder } = this.deps;
    const { userId, productId } = sender;
    const receiver = await store.users.findById(data.receiver_id);
    if (!isReachable(receiver, productId)) throw parameterError('unknown receiver_id');
    const question = await questionIn(data, sender.timeZone, checkImage);
    if (question && question.withdraw_order_ids.length > 0)
      await this.checkPickedOrders(productId, userId, question.withdraw_order_ids);

    const conversation = await store.conversations.ensureSingle(productId, userId, receiver.id);
    // client_msg_id names one message of its sender in the product, so that check-send-status has one
    // answer: the same id in another conversation is a client bug, not a resend.
    if (previous && previous.conversationId !== conversation.conversationId) {
      throw parameterError('client_msg_id was already used in another conversation');
    }
    await aiResponder.answerPendingIn(conversation.conversationId);
    const asked = await this.questionFor(sender, data, receiver.id, conversation.conversationId, question);
    // The same client_msg_id again is a resend: answer as before, store nothing, ask nothing. The check
    // and the insert are one transaction, with the answer a question is owed: acknowledged means owed.
    const { message: stored, created } = await store.messages.storeOnce(
      {
        conversationId: conversation.conversationId,
        clientMsgId: data.client_msg_id,
        senderId: userId,
        receiverId: receiver.id,
        groupId: '',
        chatType: CHAT_TYPE.single,
        contentType: data.content_type,
        content: data.content,
      },
      asked && aiResponder.owedFor(asked),
    );
    if (created && asked)
      afterReply(() => aiResponder.ask({ ...asked, questionServerMsgId: stored.serverMsgId, questionSeq: stored.seq }));
    return ackOf(stored);
  }

  /** What the AI is asked, if the message is a question: a query, or a picture for a form the AI opened. */
  private async questionFor(
    sender: Sender,
    data: WireMessage,
    aiUserId: string,
    conversationId: string,
    query: AiQueryPayload | undefined,
  ): Promise<AskedQuestion | undefined> {
    const asked = {
      productId: sender.productId,
      customerId: sender.userId,
      aiUserId,
      conversationId,
      locale: sender.locale,
    };
    if (query) return { ...asked, query };
    if (data.content_type !== CONTENT_TYPE.image) return undefined;
    // A picture is a question only as the answer to a form the AI opened ("add a screenshot"); the
    // latest messages are those before it, as it is not stored yet.
    const request = await pendingPictureRequest(
      this.deps.store.messages,
      conversationId,
      aiUserId,
      Number.MAX_SAFE_INTEGER,
    );
    const url = pictureUrlOf(data.content);
    if (!request || !url) return undefined;
    return {
      ...asked,
      query: { time_zone: sender.timeZone, query: '', images: [url], withdraw_order_ids: [] },
      picture: { request, url },
    };
  }

  /** Picked withdrawal orders (spec §5): at most 3, each the customer's own; else the send is refused. */
  private async checkPickedOrders(productId: string, userId: string, orderIds: readonly string[]): Promise<void> {
    const own = new Set(
      (await this.deps.store.orders.withdrawOrdersOf(productId, userId)).map((order) => order.order_id),
    );
    const answer = withdrawSelectionAnswer(orderIds, own);
    if (answer !== ERROR_CODE.ok) throw new SandboxError(answer);
  }
}
