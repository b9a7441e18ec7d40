import { useMemo } from 'react';
import { ChatScreen } from '../../features/chat/ChatScreen';
import { ChatSlotsContext } from '../../features/chat/chatSlots';
import { useAppDispatch } from '../hooks';
import { createChatSlots } from './chatSlots';

/** /chat: the chat screen with the evaluation and work orders in its slots. */
export function ChatRoute() {
  const dispatch = useAppDispatch();
  const slots = useMemo(() => createChatSlots(dispatch), [dispatch]);
  return (
    <ChatSlotsContext.Provider value={slots}>
      <ChatScreen />
    </ChatSlotsContext.Provider>
  );
}
