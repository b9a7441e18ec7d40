import { useEffect, useRef, useState, type RefObject } from 'react';
import { useSelector } from 'react-redux';
import { useAppDispatch } from '../../../lib/store/hooks';
import { selectUserId } from '../../../session/sessionSelectors';
import { conversationSeen, messagesSeen } from '../state/chatActions';
import { selectShownConversations } from '../state/chatSelectors';
import { messagesAfter } from '../model/incremental';
import { lastSeq } from '../model/messageStore';
import { useChatSlots } from '../chatSlots';

function usePageVisible(): boolean {
  const [visible, setVisible] = useState(
    () => typeof document === 'undefined' || document.visibilityState !== 'hidden',
  );
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/**
 * While the chat is in view (screen open, page visible, not hidden by its host, following the newest messages), the server
 * learns what was seen, per shown conversation: clear_conversation_unread for the backlog,
 * mark_msg_by_seq for what arrives meanwhile (spec §7).
 */
export function useReadMarks(following: RefObject<boolean>): void {
  const dispatch = useAppDispatch();
  const { hiddenByHost } = useChatSlots();
  const visible = usePageVisible() && !hiddenByHost;
  const conversations = useSelector(selectShownConversations);
  const selfId = useSelector(selectUserId);
  /** Per conversation: the newest seq already covered by a read mark or the initial clear. */
  const markedThrough = useRef(new Map<string, number>());

  useEffect(() => {
    if (!visible) return;
    for (const { conversationId, unread } of conversations) if (unread > 0) dispatch(conversationSeen(conversationId));
  }, [visible, conversations, dispatch]);

  useEffect(() => {
    if (!visible || !following.current) return;
    for (const { conversationId, stored } of conversations) {
      const covered = markedThrough.current.get(conversationId);
      const newest = lastSeq(stored);
      // What was there on arrival is covered by clear_conversation_unread.
      if (!covered) {
        markedThrough.current.set(conversationId, newest);
        continue;
      }
      if (newest <= covered) continue;
      const seqs = messagesAfter(stored, covered)
        .filter((message) => message.sender_id !== selfId)
        .map((message) => message.seq);
      markedThrough.current.set(conversationId, newest);
      if (seqs.length > 0) dispatch(messagesSeen(conversationId, seqs));
    }
  }, [visible, conversations, selfId, following, dispatch]);
}
