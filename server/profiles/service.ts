import { ERROR_CODE } from '../../src/protocol/codes';
import {
  MAX_SEARCH_LENGTH,
  MAX_SEARCH_RESULTS,
  type CustomerProfile,
  type CustomerSearch,
  type CustomerSearchResult,
} from '../../src/protocol/customerProfiles';
import { normalizeOrderNo } from '../../src/protocol/workOrderFiling';
import { SandboxError } from '../errors';
import type { Store } from '../store';
import type { OrderOwner, ProductRow } from '../store/customerProfiles';
import { workOrderNoOf } from '../store/workOrders';
import { characterCount } from '../validation';
import { PROFILE_LIST_LIMIT, toPastSession } from './sessions';

/** A work order's number as the console shows it (WO00000012), any case, leading zeros optional. */
const WORK_ORDER_NO = /^WO0*([0-9]{1,15})$/i;
/** Customer ids are whole numbers (server/store/users.ts). */
const USER_ID = /^[0-9]{1,20}$/;

type Found = Omit<CustomerSearchResult, 'customer'> & { customerId: string };

const notFound = () => new SandboxError(ERROR_CODE.notFound, 'customer not found');

function orderFound(match: 'withdrawal_order' | 'top_up_order', owner: OrderOwner): Found {
  return {
    customerId: owner.customerId,
    match,
    order_no: owner.orderNo,
    product: { id: owner.productId, name: owner.productName },
  };
}

const keyOf = (found: Found) => [found.customerId, found.match, found.order_no, found.product?.id ?? ''].join('\n');

/**
 * The agent console's customer search and profiles (docs/protocol.md, "Customer search and profiles"):
 * only customers of the agent's company — who signed in to one of its products or hold an order there —
 * and only what happened in its products. Anyone else is notFound, as a customer who does not exist.
 */
export class CustomerProfileService {
  constructor(private readonly store: Store) {}

  /** Customers whose id is `query`, whose nickname contains it, or who hold an order of that number. */
  async search(agentId: string, query: string): Promise<CustomerSearch> {
    const text = query.trim();
    if (text === '') throw new SandboxError(ERROR_CODE.parameterError, 'q is required');
    if (characterCount(text) > MAX_SEARCH_LENGTH) throw new SandboxError(ERROR_CODE.parameterError, 'q is too long');
    const companyId = await this.store.users.companyOf(agentId);
    if (companyId === undefined) return { customers: [] };
    const found = (
      await Promise.all([
        this.byUserId(text, companyId),
        this.byWorkOrder(text, companyId),
        this.byOrderNo(text, companyId),
        this.byName(text, companyId),
      ])
    ).flat();
    const unique = [...new Map(found.map((one) => [keyOf(one), one])).values()].slice(0, MAX_SEARCH_RESULTS);
    const users = await this.store.users.findByIds(unique.map((one) => one.customerId));
    const nicknames = new Map(users.map((user) => [user.id, user.nickname]));
    return {
      customers: unique.map(({ customerId, ...rest }) => ({
        customer: { id: customerId, nickname: nicknames.get(customerId) ?? '' },
        ...rest,
      })),
    };
  }

  /** What the company knows of the customer: where they come from, their sessions, work orders and left messages. */
  async profile(agentId: string, customerId: string): Promise<CustomerProfile> {
    const companyId = await this.store.users.companyOf(agentId);
    const customer = await this.store.users.findById(customerId);
    if (companyId === undefined || customer?.kind !== 'customer') throw notFound();
    const products = await this.store.profiles.productsOfCustomer(customer.id, companyId);
    if (products.length === 0) throw notFound();
    const { profiles } = this.store;
    const [sessions, workOrders, leftMessages] = await Promise.all([
      profiles.sessionsInCompany(customer.id, companyId, PROFILE_LIST_LIMIT),
      profiles.workOrders(customer.id, companyId, PROFILE_LIST_LIMIT),
      profiles.leftMessages(customer.id, companyId, PROFILE_LIST_LIMIT),
    ]);
    const latest = sessions[0];
    const productOf = (row: { productId: string; productName: string }): ProductRow => ({
      id: row.productId,
      name: row.productName,
    });
    return {
      customer: { id: customer.id, nickname: customer.nickname },
      locale: latest?.locale ?? '',
      time_zone: latest?.timeZone ?? '',
      product: latest ? productOf(latest) : products[0],
      products,
      sessions: sessions.map(toPastSession),
      work_orders: workOrders.map((row) => ({
        id: row.id,
        order_no: workOrderNoOf(row.id),
        product: productOf(row),
        kind: row.kind,
        type: row.type,
        status: row.status,
        created_at: row.createdAt,
        summary: row.summary,
      })),
      left_messages: leftMessages.map((row) => ({ product: productOf(row), content: row.content, at: row.createdAt })),
    };
  }

  private async byUserId(text: string, companyId: string): Promise<Found[]> {
    if (!USER_ID.test(text)) return [];
    const user = await this.store.users.findById(text);
    if (user?.kind !== 'customer') return [];
    const products = await this.store.profiles.productsOfCustomer(user.id, companyId);
    return products.length === 0 ? [] : [{ customerId: user.id, match: 'user_id', order_no: '' }];
  }

  private async byWorkOrder(text: string, companyId: string): Promise<Found[]> {
    const digits = WORK_ORDER_NO.exec(text)?.[1];
    if (digits === undefined) return [];
    const owner = await this.store.profiles.workOrderOwner(Number(digits), companyId);
    if (!owner) return [];
    return [
      {
        customerId: owner.customerId,
        match: 'work_order',
        order_no: workOrderNoOf(digits),
        product: { id: owner.productId, name: owner.productName },
      },
    ];
  }

  /** Order numbers as typed, and as the orders store them (normalizeOrderNo: " wd10007" is WD10007). */
  private async byOrderNo(text: string, companyId: string): Promise<Found[]> {
    const numbers = [...new Set([text, normalizeOrderNo(text)])];
    const { profiles } = this.store;
    const found = await Promise.all(
      numbers.map(async (orderNo) => {
        const [withdrawals, topUps] = await Promise.all([
          profiles.withdrawalByNo(orderNo, companyId),
          profiles.topUpByNo(orderNo, companyId),
        ]);
        return [
          ...withdrawals.map((owner) => orderFound('withdrawal_order', owner)),
          ...topUps.map((owner) => orderFound('top_up_order', owner)),
        ];
      }),
    );
    return found.flat();
  }

  private async byName(text: string, companyId: string): Promise<Found[]> {
    const customers = await this.store.profiles.byName(text, companyId, MAX_SEARCH_RESULTS);
    return customers.map((customer) => ({ customerId: customer.id, match: 'name', order_no: '' }));
  }
}
