import { useMemo } from 'react';
import { ChatScreen } from '../../features/chat/ChatScreen';
import { ChatSlotsContext } from '../../features/chat/chatSlots';
import { useAppDispatch, useAppSelector } from '../hooks';
import { createChatSlots } from './chatSlots';

/** /chat: the chat screen with the evaluation and work orders in its slots, and whether a host hides it. */
export function ChatRoute() {
  const dispatch = useAppDispatch();
  const views = useMemo(() => createChatSlots(dispatch), [dispatch]);
  const hiddenByHost = useAppSelector((state) => state.hostBridge?.shown === false);
  const slots = useMemo(() => ({ ...views, hiddenByHost }), [views, hiddenByHost]);
  return (
    <ChatSlotsContext.Provider value={slots}>
      <ChatScreen />
    </ChatSlotsContext.Provider>
  );
}
