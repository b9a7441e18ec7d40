import { ERROR_CODE, LIMITS, WORK_ORDER_KIND } from '../../protocol/codes';
import { type WithdrawOrder } from '../../protocol/orders';
import {
  APPEAL_AMOUNT_PATTERN,
  MAX_WORK_ORDER_IMAGES,
  MAX_WORK_ORDER_MATERIALS,
  normalizeOrderNo,
  TOP_UP_ORDER_NO_PATTERN,
  TOP_UP_SCREENSHOTS,
  WORK_ORDER_TYPE,
} from '../../protocol/workOrderFiling';

export type ToggleResult =
  | { selected: readonly string[]; error: null }
  | { selected: readonly string[]; error: typeof ERROR_CODE.tooManyOrders };

/** Ticks or unticks an order; a 4th tick is refused (not selected) with tooManyOrders (spec §5, §9). */
export function toggleWithdrawOrder(selected: readonly string[], orderId: string): ToggleResult {
  if (selected.includes(orderId)) return { selected: selected.filter((id) => id !== orderId), error: null };
  if (selected.length >= LIMITS.maxWithdrawalOrders) return { selected, error: ERROR_CODE.tooManyOrders };
  return { selected: [...selected, orderId], error: null };
}

/** The client-side part of the order-number check: empty, or malformed (orderIncorrect); the rest is the server's. */
export function checkTopUpOrderNo(raw: string): 'required' | typeof ERROR_CODE.orderIncorrect | null {
  const value = normalizeOrderNo(raw);
  if (value === '') return 'required';
  return TOP_UP_ORDER_NO_PATTERN.test(value) ? null : ERROR_CODE.orderIncorrect;
}

/** What a work-order form holds (and its draft keeps). */
export interface WorkOrderFields {
  reason: string;
  appealAmount: string;
  payOrderSn: string;
  withdrawOrderIds: readonly string[];
  images: readonly string[];
  bugType: string;
  remark: string;
}

export const emptyFields: WorkOrderFields = {
  reason: '',
  appealAmount: '',
  payOrderSn: '',
  withdrawOrderIds: [],
  images: [],
  bugType: '',
  remark: '',
};

/** `withdrawOrderNo`: a withdrawal order typed by its number, checked by the server, then ticked in withdrawOrderIds. */
export type FieldName =
  | 'reason'
  | 'appealAmount'
  | 'payOrderSn'
  | 'withdrawOrderIds'
  | 'withdrawOrderNo'
  | 'images'
  | 'bugType'
  | 'remark'
  | 'form';
/** Translation keys per field; empty when the form may be filed. */
export type FieldErrors = Partial<Record<FieldName, string>>;

const blank = (value: string) => value.trim() === '';
const tooLong = (value: string) => [...value].length > LIMITS.maxTextChars;

/** The rules of docs/protocol.md's filing table (spec §5), checked before filing. */
export function validateWorkOrder(kind: number, type: number, fields: WorkOrderFields): FieldErrors {
  const errors: FieldErrors = {};
  if (kind === WORK_ORDER_KIND.technical) {
    if (blank(fields.bugType)) errors.bugType = 'workOrders.errors.bugTypeRequired';
    if (blank(fields.remark)) errors.remark = 'workOrders.errors.remarkRequired';
    else if (tooLong(fields.remark)) errors.remark = 'workOrders.errors.tooLong';
    if (fields.images.length > MAX_WORK_ORDER_MATERIALS) errors.images = 'workOrders.errors.tooManyFiles';
    return errors;
  }
  const needsOrders = type === WORK_ORDER_TYPE.appeal || type === WORK_ORDER_TYPE.withdrawal;
  if (needsOrders) {
    if (fields.withdrawOrderIds.length === 0) errors.withdrawOrderIds = 'workOrders.errors.ordersRequired';
    else if (fields.withdrawOrderIds.length > LIMITS.maxWithdrawalOrders)
      errors.withdrawOrderIds = 'errors.tooManyOrders';
  }
  if (type === WORK_ORDER_TYPE.topUp) {
    const check = checkTopUpOrderNo(fields.payOrderSn);
    if (check === 'required') errors.payOrderSn = 'workOrders.errors.orderNoRequired';
    else if (check !== null) errors.payOrderSn = 'errors.orderIncorrect';
    if (fields.images.length === 0) errors.images = 'errors.screenshotsRequired';
    else if (fields.images.length < TOP_UP_SCREENSHOTS) errors.images = 'errors.multipleScreenshotsRequired';
    else if (fields.images.length > TOP_UP_SCREENSHOTS) errors.images = 'errors.screenshotsRequired';
  } else {
    // The appeal reason is required, the image optional (spec §5); so for withdrawal and payment problems.
    if (blank(fields.reason)) errors.reason = 'workOrders.errors.reasonRequired';
    if (fields.images.length > MAX_WORK_ORDER_IMAGES) errors.images = 'workOrders.errors.tooManyFiles';
  }
  if (tooLong(fields.reason)) errors.reason = 'workOrders.errors.tooLong';
  if (fields.appealAmount.trim() !== '' && !APPEAL_AMOUNT_PATTERN.test(fields.appealAmount.trim()))
    errors.appealAmount = 'workOrders.errors.amountInvalid';
  return errors;
}

const TITLE_KEYS: Readonly<Record<number, string>> = {
  [WORK_ORDER_TYPE.appeal]: 'workOrders.title.appeal',
  [WORK_ORDER_TYPE.withdrawal]: 'workOrders.title.withdrawal',
  [WORK_ORDER_TYPE.topUp]: 'workOrders.title.topUp',
  [WORK_ORDER_TYPE.payment]: 'workOrders.title.payment',
};

/** The translation key of a work order's title (its form and its card); an unknown kind-1 type reads as payment. */
export function workOrderTitleKey(kind: number, type: number): string {
  if (kind === WORK_ORDER_KIND.technical) return 'workOrders.title.technical';
  return TITLE_KEYS[type] ?? 'workOrders.title.payment';
}

/** Which field a server refusal belongs to, so its §8 message shows there. */
export function fieldOfErrorCode(code: number): FieldName {
  switch (code) {
    case ERROR_CODE.orderNotExist:
    case ERROR_CODE.orderNotCredited:
    case ERROR_CODE.orderIncorrect:
    case ERROR_CODE.orderNotYours:
      return 'payOrderSn';
    case ERROR_CODE.withdrawalOrderInvalid:
    case ERROR_CODE.tooManyOrders:
      return 'withdrawOrderIds';
    case ERROR_CODE.screenshotsRequired:
    case ERROR_CODE.screenshotInvalid:
    case ERROR_CODE.fileTypeUnsupported:
    case ERROR_CODE.fileTooLarge:
      return 'images';
    default:
      return 'form';
  }
}

/** The translation key of an order's display status (spec §4). */
export function withdrawStatusKey(order: Pick<WithdrawOrder, 'status' | 'appealed'>): string {
  if (order.status === 'violation')
    return order.appealed ? 'workOrders.status.violationAppealed' : 'workOrders.status.violation';
  return `workOrders.status.${order.status}`;
}

/** The body of deal-user/work-order for a form's fields. */
export function filingOf(
  who: { productId: string; userId: string; nickname: string; groupId: string },
  kind: 1 | 2,
  type: number,
  fields: WorkOrderFields,
) {
  const base = {
    productId: who.productId,
    userId: who.userId,
    nickname: who.nickname,
    groupId: who.groupId,
    kind,
    type,
  };
  if (kind === WORK_ORDER_KIND.technical)
    return {
      ...base,
      bug_type: fields.bugType,
      workStep: { materials: [...fields.images], remark: fields.remark.trim() },
    };
  const needsOrders = type === WORK_ORDER_TYPE.appeal || type === WORK_ORDER_TYPE.withdrawal;
  return {
    ...base,
    workOrderExtra: {
      trans_images: [...fields.images],
      appeal_amount: fields.appealAmount.trim(),
      payOrderSn: type === WORK_ORDER_TYPE.topUp ? normalizeOrderNo(fields.payOrderSn) : '',
      withdraw_order_ids: needsOrders ? [...fields.withdrawOrderIds] : [],
      reason: fields.reason.trim(),
    },
  };
}

/** Reads a stored draft back into fields, ignoring anything malformed. */
export function fieldsOfDraft(draft: Record<string, unknown> | null | undefined): WorkOrderFields {
  if (!draft) return emptyFields;
  const text = (key: keyof WorkOrderFields) => (typeof draft[key] === 'string' ? (draft[key] as string) : '');
  const list = (key: keyof WorkOrderFields) =>
    Array.isArray(draft[key])
      ? (draft[key] as unknown[]).filter((item): item is string => typeof item === 'string')
      : [];
  return {
    reason: text('reason'),
    appealAmount: text('appealAmount'),
    payOrderSn: text('payOrderSn'),
    withdrawOrderIds: list('withdrawOrderIds'),
    images: list('images'),
    bugType: text('bugType'),
    remark: text('remark'),
  };
}
