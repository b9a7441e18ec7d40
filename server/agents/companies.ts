import type { ServerToAgentFrame } from '../../src/protocol/agentFrames';
import type { AgentChannel } from '../ports';
import type { Store } from '../store';
import type { Product } from '../store/products';

/**
 * Each agent's company, read once for one event. An agent sees, is offered and may act on only what
 * belongs to the products of their own company; an agent of no company, nothing.
 */
export type AgentCompanies = ReadonlyMap<string, string | undefined>;

export async function companiesOfAgents(store: Store, agentIds: readonly string[]): Promise<AgentCompanies> {
  const companies = await Promise.all(agentIds.map((agentId) => store.users.companyOf(agentId)));
  return new Map(agentIds.map((agentId, index) => [agentId, companies[index]]));
}

/** The agents of each company, in the order given; agents of no company under `undefined`. */
export function agentsByCompany(companies: AgentCompanies): Map<string | undefined, string[]> {
  const grouped = new Map<string | undefined, string[]>();
  for (const [agentId, companyId] of companies) grouped.set(companyId, [...(grouped.get(companyId) ?? []), agentId]);
  return grouped;
}

/**
 * A frame made per company, sent to each online agent of that company (`undefined`: agents of no
 * company), where a frame for every agent would show one company's customers to another's agents.
 */
export async function sendToEachCompany(
  channel: AgentChannel,
  companies: AgentCompanies,
  frameOf: (companyId: string | undefined) => Promise<ServerToAgentFrame>,
): Promise<void> {
  for (const [companyId, agentIds] of agentsByCompany(companies)) {
    const frame = await frameOf(companyId);
    for (const agentId of agentIds) channel.send(agentId, frame);
  }
}

/** The products of the agent's company, by id; none for an agent of no company. */
export async function productsOfAgentsCompany(store: Store, agentId: string): Promise<Product[]> {
  const companyId = await store.users.companyOf(agentId);
  return companyId === undefined ? [] : store.products.ofCompany(companyId);
}

export async function companyOfProduct(store: Store, productId: string): Promise<string | undefined> {
  return (await store.products.findById(productId))?.companyId;
}

/** The company of each row's product, by row id (each product read once). */
export async function companiesOfRows(
  store: Store,
  rows: readonly { id: string; productId: string }[],
): Promise<Map<string, string | undefined>> {
  const productIds = [...new Set(rows.map((row) => row.productId))];
  const companies = await Promise.all(productIds.map((productId) => companyOfProduct(store, productId)));
  const byProduct = new Map(productIds.map((productId, index) => [productId, companies[index]]));
  return new Map(rows.map((row) => [row.id, byProduct.get(row.productId)]));
}

/** Something of a company goes to its agents; nothing of no company goes to anyone. */
export function companyMatches(thingsCompany: string | undefined, agentsCompany: string | undefined): boolean {
  return thingsCompany !== undefined && thingsCompany === agentsCompany;
}
