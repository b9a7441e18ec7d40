import { ERROR_CODE } from '../../../src/protocol/codes';
import { SandboxError } from '../../errors';
import type { Handler, RealtimeDeps } from './types';

/**
 * The customer is typing in their support group (docs/protocol.md, "typing"): the agent serving them
 * is told. Any other group is a parameterError; who types is the socket's session, never the frame.
 */
export function typing({ store, reception }: RealtimeDeps): Handler<'typing'> {
  return async ({ data, connection }) => {
    const customer = { userId: connection.session.userId, productId: connection.session.productId };
    const group = await store.receptions.groupOfCustomer(customer.productId, customer.userId);
    if (group?.groupId !== data.group_id)
      throw new SandboxError(ERROR_CODE.parameterError, 'group_id is not your support group');
    await reception.customerTyping(customer);
    return {};
  };
}
