import { ERROR_CODE, LIMITS, WORK_ORDER_KIND } from '../../src/protocol/codes';
import { type WithdrawOrder } from '../../src/protocol/orders';
import {
  APPEAL_AMOUNT_PATTERN,
  MAX_WORK_ORDER_IMAGES,
  MAX_WORK_ORDER_MATERIALS,
  normalizeOrderNo,
  TOP_UP_SCREENSHOTS,
  WORK_ORDER_TYPE,
  type WorkOrderExtra,
  type WorkOrderFiling,
} from '../../src/protocol/workOrderFiling';
import { SandboxError } from '../errors';
import { topUpOrderAnswerOf, withdrawSelectionAnswer, type TopUpOrderFacts } from '../orders/rules';
import type { CitationVerdict } from '../storage/citations';
import { characterCount } from '../validation';

/** What a filing is checked against: the customer, their orders and the storage host's files. */
export interface FilingContext {
  productId: string;
  customerId: string;
  /** The customer's support group id; a filing may name it or leave groupId empty. */
  groupId: string;
  withdrawOrders: readonly WithdrawOrder[];
  findTopUp(orderNo: string): Promise<TopUpOrderFacts | undefined>;
  /** Whether the customer may cite the URL: their own uploaded object; `imagesOnly` refuses videos. */
  citationOf(url: string, imagesOnly: boolean): Promise<CitationVerdict>;
}

/** A checked filing, ready to store. */
export interface WorkOrderPlan {
  kind: 1 | 2;
  type: number;
  payOrderSn: string | null;
  appealedOrderIds: string[];
  summary: string;
}

const SUMMARY_CHARS = 200;
const KIND_1_TYPES: readonly number[] = Object.values(WORK_ORDER_TYPE);

function fail(code: Exclude<(typeof ERROR_CODE)[keyof typeof ERROR_CODE], 0>, message?: string): never {
  throw new SandboxError(code, message);
}

function requireFilled(text: string, field: string): string {
  const trimmed = text.trim();
  if (trimmed === '') fail(ERROR_CODE.parameterError, `${field} is required`);
  if (characterCount(trimmed) > LIMITS.maxTextChars)
    fail(ERROR_CODE.parameterError, `${field} is longer than ${LIMITS.maxTextChars} characters`);
  return trimmed;
}

async function checkFiles(
  urls: readonly string[],
  max: number,
  imagesOnly: boolean,
  context: FilingContext,
  field: string,
): Promise<void> {
  if (urls.length > max) fail(ERROR_CODE.parameterError, `at most ${max} ${field}`);
  const verdicts = await Promise.all(urls.map((url) => context.citationOf(url, imagesOnly)));
  if (verdicts.includes('notYours')) fail(ERROR_CODE.fileNotYours);
  if (verdicts.some((verdict) => verdict !== 'ok')) fail(ERROR_CODE.screenshotInvalid);
}

function shorten(text: string): string {
  const chars = [...text.replace(/\s+/g, ' ')];
  return chars.length <= SUMMARY_CHARS ? chars.join('') : `${chars.slice(0, SUMMARY_CHARS - 1).join('')}…`;
}

/** The chosen withdrawal orders (1 to 3 of the customer's own), in the customer's order list. */
function chosenWithdrawOrders(extra: WorkOrderExtra, context: FilingContext): WithdrawOrder[] {
  if (extra.withdraw_order_ids.length === 0)
    fail(ERROR_CODE.parameterError, 'workOrderExtra.withdraw_order_ids is required');
  const answer = withdrawSelectionAnswer(
    extra.withdraw_order_ids,
    new Set(context.withdrawOrders.map((order) => order.order_id)),
  );
  if (answer !== ERROR_CODE.ok) fail(answer);
  return context.withdrawOrders.filter((order) => extra.withdraw_order_ids.includes(order.order_id));
}

async function planAppeal(extra: WorkOrderExtra, context: FilingContext): Promise<WorkOrderPlan> {
  const orders = chosenWithdrawOrders(extra, context);
  if (orders.some((order) => order.status !== 'violation'))
    fail(ERROR_CODE.withdrawalOrderInvalid, 'only a violation order can be appealed');
  if (orders.some((order) => order.appealed)) fail(ERROR_CODE.alreadySubmitted, 'the order is already appealed');
  const reason = requireFilled(extra.reason, 'workOrderExtra.reason');
  await checkFiles(extra.trans_images, MAX_WORK_ORDER_IMAGES, true, context, 'images');
  const numbers = orders.map((order) => order.order_no).join(', ');
  return {
    kind: 1,
    type: WORK_ORDER_TYPE.appeal,
    payOrderSn: null,
    appealedOrderIds: orders.map((order) => order.order_id),
    summary: shorten(`Appeal ${numbers}: ${reason}`),
  };
}

async function planWithdrawal(extra: WorkOrderExtra, context: FilingContext): Promise<WorkOrderPlan> {
  const orders = chosenWithdrawOrders(extra, context);
  const reason = requireFilled(extra.reason, 'workOrderExtra.reason');
  await checkFiles(extra.trans_images, MAX_WORK_ORDER_IMAGES, true, context, 'images');
  const numbers = orders.map((order) => order.order_no).join(', ');
  return {
    kind: 1,
    type: WORK_ORDER_TYPE.withdrawal,
    payOrderSn: null,
    appealedOrderIds: [],
    summary: shorten(`Withdrawal ${numbers}: ${reason}`),
  };
}

async function planTopUp(extra: WorkOrderExtra, context: FilingContext): Promise<WorkOrderPlan> {
  const answer = await topUpOrderAnswerOf(extra.payOrderSn, context.customerId, context.findTopUp);
  if (answer !== ERROR_CODE.ok) fail(answer);
  if (extra.trans_images.length !== TOP_UP_SCREENSHOTS) fail(ERROR_CODE.screenshotsRequired);
  await checkFiles(extra.trans_images, TOP_UP_SCREENSHOTS, true, context, 'screenshots');
  const orderNo = normalizeOrderNo(extra.payOrderSn);
  const reason = extra.reason.trim();
  return {
    kind: 1,
    type: WORK_ORDER_TYPE.topUp,
    payOrderSn: orderNo,
    appealedOrderIds: [],
    summary: shorten(`Top-up ${orderNo}${reason ? `: ${reason}` : ''}`),
  };
}

async function planPayment(extra: WorkOrderExtra, context: FilingContext): Promise<WorkOrderPlan> {
  const reason = requireFilled(extra.reason, 'workOrderExtra.reason');
  await checkFiles(extra.trans_images, MAX_WORK_ORDER_IMAGES, true, context, 'images');
  return {
    kind: 1,
    type: WORK_ORDER_TYPE.payment,
    payOrderSn: null,
    appealedOrderIds: [],
    summary: shorten(`Payment: ${reason}`),
  };
}

async function planTechnical(filing: WorkOrderFiling, context: FilingContext): Promise<WorkOrderPlan> {
  if (filing.type < 1) fail(ERROR_CODE.parameterError, 'type must be a positive whole number');
  const bugType = filing.bug_type?.trim() ?? '';
  if (bugType === '') fail(ERROR_CODE.parameterError, 'bug_type is required');
  if (!filing.workStep) fail(ERROR_CODE.parameterError, 'workStep is required');
  const remark = requireFilled(filing.workStep.remark, 'workStep.remark');
  await checkFiles(filing.workStep.materials, MAX_WORK_ORDER_MATERIALS, false, context, 'materials');
  return {
    kind: 2,
    type: filing.type,
    payOrderSn: null,
    appealedOrderIds: [],
    summary: shorten(`Bug ${bugType}: ${remark}`),
  };
}

/**
 * Checks a filing (docs/protocol.md, "POST /api/v1/deal-user/work-order") and says what to store.
 * Throws a SandboxError with the documented code.
 */
export async function planWorkOrder(filing: WorkOrderFiling, context: FilingContext): Promise<WorkOrderPlan> {
  if (filing.productId !== context.productId) fail(ERROR_CODE.parameterError, 'productId is not the session’s product');
  if (filing.userId !== context.customerId) fail(ERROR_CODE.parameterError, 'userId is not the session’s user');
  if (filing.groupId !== '' && filing.groupId !== context.groupId)
    fail(ERROR_CODE.parameterError, 'groupId is not the customer’s support group');
  if (filing.kind === WORK_ORDER_KIND.technical) return planTechnical(filing, context);

  const extra = filing.workOrderExtra;
  if (!extra) fail(ERROR_CODE.parameterError, 'workOrderExtra is required');
  if (!KIND_1_TYPES.includes(filing.type))
    fail(ERROR_CODE.parameterError, `type must be one of ${KIND_1_TYPES.join(', ')}`);
  if (extra.appeal_amount !== '' && !APPEAL_AMOUNT_PATTERN.test(extra.appeal_amount)) {
    fail(ERROR_CODE.parameterError, 'workOrderExtra.appeal_amount must be a decimal string');
  }
  switch (filing.type) {
    case WORK_ORDER_TYPE.appeal:
      return planAppeal(extra, context);
    case WORK_ORDER_TYPE.withdrawal:
      return planWithdrawal(extra, context);
    case WORK_ORDER_TYPE.topUp:
      return planTopUp(extra, context);
    default:
      return planPayment(extra, context);
  }
}
