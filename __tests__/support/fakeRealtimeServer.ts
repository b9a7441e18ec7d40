import { Server, WebSocket as MockWebSocket, type Client } from 'mock-socket';
import { conversationIdOfMessage } from '../../src/protocol/conversationId';
import type { WireMessage } from '../../src/protocol/entities';

export const FAKE_WS_BASE = 'ws://realtime.test';
export const CONVERSATION_ID = 'si_10001_20001';

interface Frame {
  identify: string;
  msg_incr: string;
  data: Record<string, unknown>;
}

/**
 * Just enough of the protocol over mock-socket for timing tests with fake timers: a conversation
 * with seqs, acks that can be swallowed, pulls, unread. The real sandbox is tested in integration/.
 */
export class FakeRealtimeServer {
  readonly frames: Frame[] = [];
  readonly messages: WireMessage[] = [];
  swallowAcks = false;
  /** Send frames are lost on the way: neither stored nor acknowledged. */
  loseSends = false;
  /**
   * The next range reply is held and delivered back to back with the next acknowledgement, as two
   * frames that arrive in one network read: the client sees both before its sync reads the range.
   */
  holdNextRangeReply = false;
  private heldRangeReply: (() => void) | null = null;
  clients: Client[] = [];
  /** Messages pushed in conversations other than the AI's (the support group), so seq sync sees them. */
  private readonly elsewhere = new Map<string, WireMessage[]>();
  /** Replies of the test's own for an identifier (the reception frames, say), instead of the defaults. */
  readonly respondTo = new Map<string, (data: Record<string, unknown>) => unknown>();
  private server: Server;

  constructor() {
    this.server = this.listen();
  }

  private listen(): Server {
    const server = new Server(`${FAKE_WS_BASE}/ws`);
    server.on('connection', (socket) => {
      this.clients.push(socket);
      socket.on('message', (raw) => this.handle(socket, JSON.parse(String(raw)) as Frame));
    });
    return server;
  }

  get maxSeq(): number {
    return this.messages.reduce((max, message) => Math.max(max, message.seq), 0);
  }

  sent(identify: string): Frame[] {
    return this.frames.filter((frame) => frame.identify === identify);
  }

  store(message: Omit<WireMessage, 'seq'>): WireMessage {
    const stored = { ...message, seq: this.maxSeq + 1 } as WireMessage;
    this.messages.push(stored);
    return stored;
  }

  /** A message from the AI, stored and (unless `silently`) pushed. */
  aiSays(text: string, { silently = false } = {}): WireMessage {
    const message = this.store({
      client_msg_id: `ai-${this.messages.length + 1}`,
      sender_id: '20001',
      receiver_id: '10001',
      group_id: '',
      chat_type: 1,
      content_type: 205,
      content: JSON.stringify({ reply_code: 'ANSWER', data: { text } }),
      sender_platform_id: 1,
      send_time: 1,
    });
    if (!silently) this.push('push_msg', message);
    return message;
  }

  push(identify: string, data: unknown): void {
    if (identify === 'push_msg') this.rememberElsewhere(data as WireMessage);
    for (const client of this.clients)
      client.send(JSON.stringify({ identify, msg_incr: `srv-${Math.random()}`, err_code: 0, data }));
  }

  /** The network drops: every client sees an abnormal close, and new connections fail. */
  stop(): void {
    this.server.close({ code: 1006, reason: 'down', wasClean: false });
    this.clients = [];
  }

  restart(): void {
    this.stop();
    this.server = this.listen();
  }

  private rememberElsewhere(message: WireMessage): void {
    const conversationId = conversationIdOfMessage(message);
    if (conversationId === CONVERSATION_ID) return;
    const list = this.elsewhere.get(conversationId) ?? [];
    if (!list.some((known) => known.seq === message.seq))
      this.elsewhere.set(
        conversationId,
        [...list, message].sort((a, b) => a.seq - b.seq),
      );
  }

  createSocket = (url: string) => new MockWebSocket(url) as unknown as WebSocket;

  private reply(socket: Client, frame: Frame, data: unknown): void {
    socket.send(JSON.stringify({ identify: frame.identify, msg_incr: frame.msg_incr, err_code: 0, err_msg: '', data }));
  }

  private handle(socket: Client, frame: Frame): void {
    this.frames.push(frame);
    const data = frame.data;
    const custom = this.respondTo.get(frame.identify);
    if (custom) return this.reply(socket, frame, custom(data));
    // Other conversations (the support group) hold only what the test pushed into them.
    const other =
      typeof data.conversation_id === 'string' && data.conversation_id !== CONVERSATION_ID
        ? data.conversation_id
        : null;
    if (other) {
      const messages = this.elsewhere.get(other) ?? [];
      const maxSeq = messages.at(-1)?.seq ?? 0;
      if (frame.identify === 'get_max_and_min_seq')
        return this.reply(socket, frame, { conversation_id: other, max_seq: maxSeq, min_seq: messages.length ? 1 : 0 });
      if (frame.identify === 'get_unread_msg_by_max_seq')
        return this.reply(socket, frame, { conversation_id: other, unread: 0, messages: [] });
      if (frame.identify === 'pull_msg_by_max_seq') {
        const top = Number(data.max_seq);
        const bottom = top - Number(data.count) + 1;
        return this.reply(socket, frame, {
          conversation_id: other,
          messages: messages.filter((message) => message.seq >= bottom && message.seq <= top),
          is_end: bottom <= 1 ? 1 : 0,
        });
      }
    }
    switch (frame.identify) {
      case 'init_ai_customer_conversation':
        return this.reply(socket, frame, {
          conversation: {
            conversation_id: CONVERSATION_ID,
            opposite_id: '20001',
            chat_type: 1,
            group_id: '',
            max_seq: this.maxSeq,
            min_seq: 1,
          },
          welcome: { text: 'Hi', questions: [] },
        });
      case 'get_max_and_min_seq': {
        const range = { conversation_id: CONVERSATION_ID, max_seq: this.maxSeq, min_seq: this.messages.length ? 1 : 0 };
        if (!this.holdNextRangeReply) return this.reply(socket, frame, range);
        this.holdNextRangeReply = false;
        this.heldRangeReply = () => this.reply(socket, frame, range);
        return;
      }
      case 'pull_msg_by_max_seq': {
        const top = Number(data.max_seq);
        const bottom = top - Number(data.count) + 1;
        const page = this.messages
          .filter((message) => message.seq >= bottom && message.seq <= top)
          .sort((a, b) => a.seq - b.seq);
        return this.reply(socket, frame, {
          conversation_id: CONVERSATION_ID,
          messages: page,
          is_end: bottom <= 1 ? 1 : 0,
        });
      }
      case 'get_unread_msg_by_max_seq':
        return this.reply(socket, frame, { conversation_id: CONVERSATION_ID, unread: 0, messages: [] });
      case 'send_msg': {
        if (this.loseSends) return;
        const existing = this.messages.find((message) => message.client_msg_id === data.client_msg_id);
        const stored = existing ?? this.store({ ...(data as unknown as WireMessage) });
        this.heldRangeReply?.();
        this.heldRangeReply = null;
        if (!this.swallowAcks)
          this.reply(socket, frame, { client_msg_id: stored.client_msg_id, seq: stored.seq, send_time: 5 });
        return;
      }
      default:
        return this.reply(socket, frame, {});
    }
  }
}
