import { decodeServerToAgentFrame, type ServerToAgentFrame } from '../protocol/agentFrames';

/** The agent socket's frames under the console's names; the schemas are in src/protocol/agentFrames.ts. */

export type {
  AgentCustomer as Customer,
  AgentNote,
  AgentStatus,
  AgentToServerFrame as AgentFrame,
  AgentWorkOrder as WorkOrder,
  CannedReply,
  LeftMessage,
  ReceptionContext,
  TransferTarget,
  TransferToYou,
  WaitingReception,
} from '../protocol/agentFrames';
export type { WireMessage } from '../protocol/entities';
export type { WithdrawOrder, WithdrawOrderStatus, WorkOrderStatus } from '../protocol/orders';

/** A server frame, or null for anything that is not JSON, has an unknown type or a wrong shape. */
export function parseServerFrame(text: unknown): ServerToAgentFrame | null {
  if (typeof text !== 'string') return null;
  const decoded = decodeServerToAgentFrame(text);
  return decoded.ok ? decoded.frame : null;
}
