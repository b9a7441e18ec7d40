import { configureStore, createListenerMiddleware, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { api } from '../../../../../src/api/api';
import { conversationsApi, inboxRequested } from '../../../../../src/features/conversations/conversationsApi';
import { frameReceived } from '../../../../../src/realtime/socketActions';
import { fakeFetch, ok } from '../../../../support/renderApp';
import { QUIET_STATE_CHECKS } from '../../../../support/storeOptions';

/** The recent list asks the socket for its inbox: once per burst of push_msg frames, and only while it is cached. */
function storeWithList() {
  const listeners = createListenerMiddleware();
  const sent: UnknownAction[] = [];
  const record: Middleware = () => (next) => (action) => {
    if (inboxRequested.match(action)) sent.push(action);
    return next(action);
  };
  const store = configureStore({
    reducer: {
      session: () => ({ token: 't', productId: '1', companyId: '1' }),
      connection: () => ({ status: 'open' }),
      [api.reducerPath]: api.reducer,
    },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { apiBase: 'http://api.test' } }, ...QUIET_STATE_CHECKS })
        .prepend(listeners.middleware)
        .concat(api.middleware, record),
  });
  return { store, sent };
}

const frame = (identify: 'push_msg' | 'inbox_msg_list', data: unknown) =>
  (frameReceived[identify] as (payload: unknown) => UnknownAction)({
    identify,
    msg_incr: '',
    err_code: 0,
    err_msg: '',
    data,
  });

let fetchFake: ReturnType<typeof fakeFetch> | undefined;
afterEach(() => fetchFake?.restore());

it('coalesces a burst of push_msg into one inbox_msg_list request, asks again after the reply, and stops when the list is gone', async () => {
  fetchFake = fakeFetch(() => ok({ conversations: [], total: 0 }));
  const { store, sent } = storeWithList();
  const subscription = store.dispatch(conversationsApi.endpoints.recentConversations.initiate());
  await subscription.unwrap();
  await Promise.resolve();
  expect(sent).toHaveLength(1); // the first ask, when the list loads on an open socket

  for (let i = 0; i < 20; i += 1) store.dispatch(frame('push_msg', { seq: i }));
  expect(sent).toHaveLength(1); // still waiting for the reply

  store.dispatch(frame('inbox_msg_list', { conversations: [] }));
  expect(sent).toHaveLength(2); // the burst arrived meanwhile: one more ask
  store.dispatch(frame('inbox_msg_list', { conversations: [] }));
  expect(sent).toHaveLength(2); // nothing new since

  subscription.unsubscribe();
  store.dispatch(api.util.resetApiState());
  await new Promise((resolve) => setTimeout(resolve, 0));
  store.dispatch(frame('push_msg', { seq: 99 }));
  expect(sent).toHaveLength(2);
});
