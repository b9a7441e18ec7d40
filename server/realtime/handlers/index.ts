import { inboxMsgList } from './inbox';
import { initAiConversation } from './initAiConversation';
import { ping } from './ping';
import { receptionHandlers } from './reception';
import { sendMsg } from './sendMsg';
import { getMaxAndMinSeq, pullMsgByMaxSeq } from './seqSync';
import type { HandlerTable, RealtimeDeps } from './types';
import { typing } from './typing';
import { clearConversationUnread, getUnreadMsgByMaxSeq, markMsgBySeq } from './unread';

/** Identifiers without a handler here are answered with notImplemented by the dispatcher. */
export function createHandlers(deps: RealtimeDeps): HandlerTable {
  return {
    ping,
    init_ai_customer_conversation: initAiConversation(deps),
    send_msg: sendMsg(deps),
    get_max_and_min_seq: getMaxAndMinSeq(deps),
    pull_msg_by_max_seq: pullMsgByMaxSeq(deps),
    get_unread_msg_by_max_seq: getUnreadMsgByMaxSeq(deps),
    mark_msg_by_seq: markMsgBySeq(deps),
    clear_conversation_unread: clearConversationUnread(deps),
    inbox_msg_list: inboxMsgList(deps),
    typing: typing(deps),
    ...receptionHandlers(deps),
  };
}
