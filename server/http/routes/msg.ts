import { REST } from '../../../src/protocol/identifiers';
import { queryField, requireText } from '../../validation';
import { requireSession } from '../auth';
import type { ApiRoute, RouteDeps } from './types';

export function msgRoutes({ store }: RouteDeps): ApiRoute[] {
  return [
    {
      method: 'GET',
      url: REST.checkSendStatus,
      handler(request) {
        const { user } = requireSession(store, request);
        const clientMsgId = requireText(queryField(request.query, 'client_msg_id'), 'client_msg_id');
        const stored = store.messages.findBySender(user.id, clientMsgId);
        return stored ? { is_send: true, seq: stored.seq } : { is_send: false };
      },
    },
  ];
}
