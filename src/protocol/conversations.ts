import { inboxEntrySchema } from './frames';
import { arrayOf, int, object, withDefault, type Infer } from './validate';

/** GET /api/v1/conversation/recent-list (docs/protocol.md): the same entries as inbox_msg_list. */
export const recentListSchema = object({
  conversations: arrayOf(inboxEntrySchema),
  total: withDefault(int, 0),
});
export type RecentList = Infer<typeof recentListSchema>;

export const RECENT_LIST_PAGE = { defaultSize: 20, maxSize: 50 } as const;
