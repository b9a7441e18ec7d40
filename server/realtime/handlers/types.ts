import type { IncomingData, OutgoingData } from '../../../src/protocol/frames';
import type { OutgoingIdentifier } from '../../../src/protocol/identifiers';
import type { ConversationService } from '../../conversations/service';
import type { GroupService } from '../../groups/service';
import type { MessagingService } from '../../messaging/service';
import type { AfterReplyTask } from '../../ports';
import type { ReceptionService } from '../../reception/service';
import type { ClientConnection } from '../connection';

export type { AfterReplyTask };

export interface HandlerContext<I extends OutgoingIdentifier> {
  data: OutgoingData[I];
  connection: ClientConnection;
  /** Runs once the reply has been written, for work the client must see after it (pushes). */
  afterReply(task: AfterReplyTask): void;
}

/** Returns (or resolves to) the reply's data, or throws a SandboxError; the dispatcher writes exactly one reply. */
export type Handler<I extends OutgoingIdentifier> = (
  context: HandlerContext<I>,
) => IncomingData[I] | Promise<IncomingData[I]>;

export type HandlerTable = { [I in OutgoingIdentifier]?: Handler<I> };

/** The domain services the customer socket's handlers call: each handler parses, calls one, answers. */
export interface RealtimeDeps {
  messaging: MessagingService;
  conversations: ConversationService;
  reception: ReceptionService;
  groups: GroupService;
}
