import type { IncomingData } from '../../src/protocol/frames';
import type { PushIdentifier } from '../../src/protocol/identifiers';
import type { CustomerRef } from '../reception/pushes';

/** The one way server code pushes to a customer, whichever node holds their connection. */
export interface CustomerChannel {
  /** To the customer's current connection on whichever node holds it; nowhere when there is none. */
  push<I extends PushIdentifier>(customer: CustomerRef, identify: I, data: IncomingData[I]): void;
}
