import { ERROR_CODE } from '../../src/protocol/codes';
import { SandboxError } from '../errors';
import type { CustomerRef } from '../ports';
import type { Store } from '../store';
import type { ReceptionRow } from '../store/receptions';

export function parameterError(message: string): SandboxError {
  return new SandboxError(ERROR_CODE.parameterError, message);
}

/** The customer's own reception; any other is not found. */
export async function ownReception(store: Store, customer: CustomerRef, receptionId: string): Promise<ReceptionRow> {
  const reception = await store.receptions.find(receptionId);
  if (!reception || reception.customerId !== customer.userId || reception.productId !== customer.productId) {
    throw new SandboxError(ERROR_CODE.notFound, 'reception not found');
  }
  return reception;
}

/** A reception the agent serves now. */
export async function servedReception(store: Store, agentId: string, receptionId: string): Promise<ReceptionRow> {
  const reception = (await store.receptions.servedBy(agentId)).find((served) => served.id === receptionId);
  if (!reception) throw parameterError('you are not serving this reception');
  return reception;
}
