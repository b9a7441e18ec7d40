import { DOCUMENTED_REST, LEGACY_FAQ_REST } from '../../src/protocol/restCatalog';
import type { HttpMethod } from './routes/types';

/** The method of every REST path (spec §7, docs/protocol.md); keyed like REST so none is missed. */
export const REST_METHOD: Record<keyof typeof DOCUMENTED_REST, HttpMethod> = {
  login: 'POST',
  logout: 'POST',
  userInfo: 'GET',
  productByAppKey: 'GET',
  faqConf: 'GET',
  faqTypeList: 'GET',
  faqList: 'GET',
  faqDetails: 'GET',
  checkSendStatus: 'GET',
  historyList: 'GET',
  submitEvaluate: 'POST',
  customerEvaluations: 'GET',
  groupMemberList: 'GET',
  customerGroupInfo: 'GET',
  createGroup: 'POST',
  findUsersByIds: 'GET',
  userByUsername: 'GET',
  recentConversations: 'GET',
  workOrderDraftUpdate: 'POST',
  submitWorkOrder: 'POST',
  signUploadObject: 'GET',
  contactChannels: 'GET',
  sendVerifyCode: 'POST',
  verifyCode: 'POST',
  answerFeedback: 'POST',
};

export const LEGACY_FAQ_METHOD: Record<keyof typeof LEGACY_FAQ_REST, HttpMethod> = {
  getType: 'GET',
  findGuide: 'GET',
  get: 'GET',
};

/** Every documented call as [method, path]. */
export function documentedCalls(): [HttpMethod, string][] {
  const main = (Object.keys(DOCUMENTED_REST) as (keyof typeof DOCUMENTED_REST)[]).map((key): [HttpMethod, string] => [
    REST_METHOD[key],
    DOCUMENTED_REST[key],
  ]);
  const legacy = (Object.keys(LEGACY_FAQ_REST) as (keyof typeof LEGACY_FAQ_REST)[]).map((key): [HttpMethod, string] => [
    LEGACY_FAQ_METHOD[key],
    LEGACY_FAQ_REST[key],
  ]);
  return [...main, ...legacy];
}
