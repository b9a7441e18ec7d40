import { useEffect, useRef, useState, type RefObject } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectUserId } from '../session/sessionSelectors';
import { conversationSeen, messagesSeen } from './chatActions';
import { selectConversation, selectUnread, selectVisibleMessages } from './chatSelectors';

function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => typeof document === 'undefined' || document.visibilityState !== 'hidden');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/**
 * While the conversation is in view (screen open, page visible, following the newest messages), the
 * server learns what was seen: clear_conversation_unread for the backlog, mark_msg_by_seq for what
 * arrives meanwhile (spec §7).
 */
export function useReadMarks(following: RefObject<boolean>): void {
  const dispatch = useAppDispatch();
  const visible = usePageVisible();
  const conversation = useAppSelector(selectConversation);
  const unread = useAppSelector(selectUnread);
  const messages = useAppSelector(selectVisibleMessages);
  const selfId = useAppSelector(selectUserId);
  const markedThrough = useRef(0);

  useEffect(() => {
    if (visible && conversation && unread > 0) dispatch(conversationSeen(conversation.conversation_id));
  }, [visible, conversation, unread, dispatch]);

  useEffect(() => {
    if (!visible || !conversation || !following.current) return;
    const seqs: number[] = [];
    for (let i = messages.length - 1; i >= 0 && messages[i].seq > markedThrough.current; i--) {
      if (messages[i].seq > 0 && messages[i].sender_id !== selfId) seqs.push(messages[i].seq);
    }
    const newest = messages.reduce((max, message) => Math.max(max, message.seq), markedThrough.current);
    if (markedThrough.current === 0) {
      // What was there on arrival is covered by clear_conversation_unread.
      markedThrough.current = newest;
      return;
    }
    markedThrough.current = newest;
    if (seqs.length > 0) dispatch(messagesSeen(conversation.conversation_id, seqs.reverse()));
  }, [visible, conversation, messages, selfId, following, dispatch]);
}
