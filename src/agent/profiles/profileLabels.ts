import type { TFunction } from 'i18next';
import { HUMAN_STAGE_PHASES } from '../../protocol/codes';
import type { CustomerSearchResult, PastSession } from '../../protocol/customerProfiles';
import { ratingText } from './pastSessions';

const MATCH_KEYS: Record<CustomerSearchResult['match'], string> = {
  user_id: 'profiles.match.userId',
  name: 'profiles.match.name',
  withdrawal_order: 'profiles.match.withdrawalOrder',
  top_up_order: 'profiles.match.topUpOrder',
  work_order: 'profiles.match.workOrder',
};

/** Why a search found this customer: "Withdrawal order WD10007 in Demo", "Name", "User id". */
export function matchText(result: CustomerSearchResult, t: TFunction): string {
  const match = t(MATCH_KEYS[result.match], { orderNo: result.order_no });
  const byOrder = result.match !== 'user_id' && result.match !== 'name';
  return byOrder && result.product?.name
    ? t('profiles.match.inProduct', { match, product: result.product.name })
    : match;
}

/** A session's outcome: its rating, "Not rated", or "In progress" while it is open. */
export function outcomeText(session: Pick<PastSession, 'phase' | 'rating'>, t: TFunction): string {
  if (session.rating) return ratingText(session.rating, t);
  return t(HUMAN_STAGE_PHASES.includes(session.phase) ? 'profiles.inProgress' : 'profiles.notRated');
}
