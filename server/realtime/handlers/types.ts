import type { IncomingData, OutgoingData } from '../../../src/protocol/frames';
import type { OutgoingIdentifier } from '../../../src/protocol/identifiers';
import type { Assistant } from '../../ai/assistant';
import type { ReceptionService } from '../../reception/service';
import type { CitationSources } from '../../storage/citations';
import type { Store } from '../../store';
import type { AiResponder } from '../aiResponder';
import type { ClientConnection } from '../connection';
import type { ConnectionRegistry } from '../registry';

/** Work after a reply; the next frame of the connection waits for it, as it waits for the handler. */
export type AfterReplyTask = () => void | Promise<void>;

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

export interface RealtimeDeps {
  store: Store;
  registry: ConnectionRegistry;
  assistant: Assistant;
  aiResponder: AiResponder;
  reception: ReceptionService;
  /** Where cited uploads are checked: only the sender's own objects may be sent. */
  uploads: CitationSources;
}
