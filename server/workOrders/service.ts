import { randomUUID } from 'node:crypto';
import type { ServerToAgentFrame } from '../../src/protocol/agentFrames';
import { CHAT_TYPE, CONTENT_TYPE, ERROR_CODE } from '../../src/protocol/codes';
import type { WithdrawOrder, WorkOrderMessage } from '../../src/protocol/orders';
import type { FiledWorkOrder, WorkOrderDraft, WorkOrderFiling } from '../../src/protocol/workOrderFiling';
import { WORK_ORDER_TYPE, workOrderDraftRequestSchema } from '../../src/protocol/workOrderFiling';
import { companiesOfAgents, companyOfProduct, sendToEachCompany } from '../agents/companies';
import type { Cluster } from '../cluster';
import { SandboxError } from '../errors';
import { topUpOrderAnswerOf, withdrawOrderNoAnswer } from '../orders/rules';
import type { AgentChannel } from '../ports';
import type { CustomerChannel } from '../ports';
import { citationVerdict, type CitationSources } from '../storage/citations';
import type { Store } from '../store';
import { toWireMessage } from '../store/messages';
import { supportGroupIdOf } from '../store/receptions';
import { workOrderNoOf, type WorkOrderRow } from '../store/workOrders';
import { parseOrThrow } from '../validation';
import { planWorkOrder } from './filing';
import { nextWorkOrderStatus } from './status';

export interface Customer {
  userId: string;
  productId: string;
}

/** A draft is kept up to this size as JSON (docs/protocol.md, "work_order_pre/update"). */
export const MAX_DRAFT_BYTES = 16 * 1024;
/** Work orders listed to agents, newest first. */
export const WORK_ORDERS_SHOWN = 100;

function parameterError(message: string): SandboxError {
  return new SandboxError(ERROR_CODE.parameterError, message);
}

function messageOf(row: WorkOrderRow): WorkOrderMessage {
  return { id: row.id, order_no: workOrderNoOf(row.id), kind: row.kind, type: row.type, status: row.status };
}

/**
 * Work orders (issue 6): filing and drafts for customers (REST), the 103 cards in the customer's AI
 * conversation, and the agents' list and status advances on the sandbox-only agent socket.
 * A change and the list that tells it run one at a time, cluster-wide (`cluster.exclusive('workOrders')`),
 * so that a list read before a later change cannot reach the agents after that change's list, nor a
 * customer's cards arrive out of order.
 */
export class WorkOrderService {
  constructor(
    private readonly store: Store,
    private readonly customers: CustomerChannel,
    private readonly agents: AgentChannel,
    private readonly uploads: CitationSources,
    private readonly cluster: Cluster,
  ) {}

  // -------------------------------------------------------------------------------------------
  // Customers

  /** POST deal-user/work-order: checks, stores, then a 103 card (submitted) and the agents' list. */
  async file(customer: Customer, filing: WorkOrderFiling): Promise<FiledWorkOrder> {
    const plan = await planWorkOrder(filing, {
      productId: customer.productId,
      customerId: customer.userId,
      groupId: supportGroupIdOf(customer.productId, customer.userId),
      withdrawOrders: await this.store.orders.withdrawOrdersOf(customer.productId, customer.userId),
      findTopUp: (orderNo) => this.store.orders.topUpOrder(customer.productId, orderNo),
      citationOf: async (url, imagesOnly) => citationVerdict(this.uploads, url, customer, imagesOnly),
    });
    const row = await this.oneAtATime(async () => {
      const created = await this.store.workOrders.create({
        ...plan,
        productId: customer.productId,
        customerId: customer.userId,
        body: filing,
      });
      if (created) await this.changed(created);
      return created;
    });
    if (!row) throw new SandboxError(ERROR_CODE.alreadySubmitted, 'this order already has a work order');
    return { id: row.id, order_no: workOrderNoOf(row.id), status: row.status };
  }

  /**
   * POST work_order_pre/update: `draft` absent reads, null deletes, an object saves. With `check: true`
   * the draft's order number is checked first (types 1 and 7: withdrawOrderNo; else payOrderSn, the
   * top-up answers of spec §8) and nothing is saved if it fails.
   */
  async updateDraft(customer: Customer, body: unknown): Promise<WorkOrderDraft> {
    const { kind, type, check } = parseOrThrow(workOrderDraftRequestSchema, body ?? {}, 'body');
    const { draft } = body as { draft?: unknown };
    const { productId, userId } = customer;
    if (draft === undefined) {
      const stored = await this.store.workOrders.draftOf(productId, userId, kind, type);
      return stored ? { draft: stored.draft, updated_at: stored.updatedAt } : { draft: null };
    }
    if (draft === null) {
      await this.store.workOrders.deleteDraft(productId, userId, kind, type);
      return { draft: null };
    }
    if (typeof draft !== 'object' || Array.isArray(draft)) throw parameterError('draft must be an object or null');
    if (Buffer.byteLength(JSON.stringify(draft)) > MAX_DRAFT_BYTES)
      throw parameterError(`draft is larger than ${MAX_DRAFT_BYTES} bytes`);
    const fields = draft as Record<string, unknown>;
    const namesWithdrawOrders = kind === 1 && (type === WORK_ORDER_TYPE.appeal || type === WORK_ORDER_TYPE.withdrawal);
    const withdrawOrder =
      check && namesWithdrawOrders
        ? await this.checkWithdrawOrderNo(customer, type, fields.withdrawOrderNo)
        : undefined;
    if (check && !namesWithdrawOrders) await this.checkTopUpOrder(customer, fields.payOrderSn);
    const saved = await this.store.workOrders.saveDraft(productId, userId, kind, type, fields);
    return { draft: saved.draft, updated_at: saved.updatedAt, ...(withdrawOrder && { withdraw_order: withdrawOrder }) };
  }

  private async checkWithdrawOrderNo(
    customer: Customer,
    type: number,
    withdrawOrderNo: unknown,
  ): Promise<WithdrawOrder> {
    if (typeof withdrawOrderNo !== 'string') throw parameterError('check needs draft.withdrawOrderNo');
    const ownOrders = await this.store.orders.withdrawOrdersOf(customer.productId, customer.userId);
    const answer = withdrawOrderNoAnswer(withdrawOrderNo, ownOrders, type === WORK_ORDER_TYPE.appeal);
    if (!answer.order) throw new SandboxError(answer.code);
    return answer.order;
  }

  private async checkTopUpOrder(customer: Customer, payOrderSn: unknown): Promise<void> {
    if (typeof payOrderSn !== 'string') throw parameterError('check needs draft.payOrderSn');
    const answer = await topUpOrderAnswerOf(payOrderSn, customer.userId, (orderNo) =>
      this.store.orders.topUpOrder(customer.productId, orderNo),
    );
    if (answer !== ERROR_CODE.ok) throw new SandboxError(answer);
  }

  // -------------------------------------------------------------------------------------------
  // Agents (the sandbox-only agent socket)

  agentConnected(agentId: string): Promise<void> {
    return this.oneAtATime(async () =>
      this.agents.send(agentId, await this.listFrame(await this.store.users.companyOf(agentId))),
    );
  }

  /** advance_work_order: submitted → in_review → resolved, by an agent of the work order's company. */
  advance(agentId: string, id: string): Promise<void> {
    return this.oneAtATime(async () => {
      const [row, company] = await Promise.all([this.store.workOrders.find(id), this.store.users.companyOf(agentId)]);
      // Another company's work order is as unknown as one that does not exist.
      if (!row || company === undefined || (await companyOfProduct(this.store, row.productId)) !== company)
        throw parameterError('no such work order');
      const next = nextWorkOrderStatus(row.status);
      if (!next) throw parameterError('the work order is resolved already');
      if (!(await this.store.workOrders.moveStatus(id, row.status, next)))
        throw parameterError('the work order changed meanwhile; try again');
      await this.changed({ ...row, status: next });
    });
  }

  // -------------------------------------------------------------------------------------------
  // Helpers

  /** One change at a time on every node; never called from inside another (the lock is not reentrant). */
  private oneAtATime<T>(change: () => Promise<T>): Promise<T> {
    return this.cluster.exclusive('workOrders', change);
  }

  /** Every change: a 103 card with the new status in the customer's AI conversation, and each company's agents' list. */
  private async changed(row: WorkOrderRow): Promise<void> {
    await this.pushCard(row);
    const companies = await companiesOfAgents(this.store, await this.agents.onlineAgentIds());
    await sendToEachCompany(this.agents, companies, (companyId) => this.listFrame(companyId));
  }

  private async pushCard(row: WorkOrderRow): Promise<void> {
    const ai = await this.store.users.aiOfProduct(row.productId);
    if (!ai) return;
    const conversation = await this.store.conversations.ensureSingle(row.productId, row.customerId, ai.id);
    const message = await this.store.messages.append({
      conversationId: conversation.conversationId,
      clientMsgId: randomUUID(),
      senderId: ai.id,
      receiverId: row.customerId,
      groupId: '',
      chatType: CHAT_TYPE.single,
      contentType: CONTENT_TYPE.workOrder,
      content: JSON.stringify(messageOf(row)),
    });
    this.customers.push({ userId: row.customerId, productId: row.productId }, 'push_msg', toWireMessage(message));
  }

  /** The company's latest work orders; none for an agent of no company. */
  private async listFrame(
    companyId: string | undefined,
  ): Promise<Extract<ServerToAgentFrame, { type: 'work_orders' }>> {
    const recent = companyId === undefined ? [] : await this.store.workOrders.recent(companyId, WORK_ORDERS_SHOWN);
    const customers = await this.store.users.findByIds([...new Set(recent.map((row) => row.customerId))]);
    const nicknames = new Map(customers.map((user) => [user.id, user.nickname]));
    const workOrders = recent.map((row) => ({
      id: row.id,
      order_no: workOrderNoOf(row.id),
      customer: { id: row.customerId, nickname: nicknames.get(row.customerId) ?? '' },
      kind: row.kind,
      type: row.type,
      status: row.status,
      created_at: row.createdAt,
      summary: row.summary,
    }));
    return { type: 'work_orders', work_orders: workOrders };
  }
}
