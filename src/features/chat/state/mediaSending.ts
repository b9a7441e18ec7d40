import { selectUserId } from '../../../session/sessionSelectors';
import { imageMessageSubmitted } from './chatActions';
import { selectConversation } from './chatSelectors';
import { humanStageGroup, type ChatThunk } from './sending';

/** An uploaded image or video, sent where text would go (a 102); loads with the attachments. */
export const mediaShared =
  (image: { url: string; width: number; height: number }): ChatThunk =>
  (dispatch, getState) => {
    const state = getState();
    const senderId = selectUserId(state);
    const conversation = selectConversation(state);
    if (!senderId || !conversation) return;
    const groupId = humanStageGroup(state);
    dispatch(
      imageMessageSubmitted({
        senderId,
        target: groupId ? { groupId } : { aiUserId: conversation.opposite_id },
        image,
      }),
    );
  };
