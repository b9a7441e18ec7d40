/**
 * A publish on one node reaches another node's assistant (issue 27: "on every node"): two nodes'
 * help centres and assistants over one database, their buses linked as Redis links them (every
 * subscriber hears every message, its own included, a moment later). The same with two real nodes on
 * Redis and PostgreSQL: __tests__/cluster/server/helpCentre/.
 */
import { createHelpCentreAssistant } from '../../../../server/ai/assistant';
import { HelpCentre } from '../../../../server/ai/knowledge/helpCentre';
import type { MessageBus } from '../../../../server/cluster/types';
import { ArticleChanges } from '../../../../server/helpCentre/articleChanges';
import { HelpCentreEditingService } from '../../../../server/helpCentre/service';
import type { AgentSession } from '../../../../server/sessions/service';
import type { AiQueryPayload } from '../../../../src/protocol/entities';
import { storeForTests } from '../../../support/testStore';
import { until } from '../../../support/until';

const WITHDRAWAL_TIME = '1007';
const ANN: AgentSession = { agentId: '30001', nickname: 'Ann', canEditFaq: true, supervisor: false };

/** One channel list for every node, delivering asynchronously to each subscriber. */
function linkedBus(): MessageBus {
  const listeners = new Map<string, Set<(text: string) => void>>();
  return {
    publish(channel, text) {
      for (const listener of listeners.get(channel) ?? []) setTimeout(() => listener(text), 5);
    },
    async subscribe(channel, listener) {
      const own = listeners.get(channel) ?? new Set();
      own.add(listener);
      listeners.set(channel, own);
      return async () => {
        own.delete(listener);
      };
    },
  };
}

const question = (text: string, customerId: string) => ({
  productId: '1',
  customerId,
  locale: 'US' as const,
  query: { time_zone: 'UTC', query: text, images: [], withdraw_order_ids: [] } satisfies AiQueryPayload,
  withdrawOrders: [],
});

describe('a publish on one node', () => {
  const opened = storeForTests('help-centre-two-nodes-');

  it('reaches the assistant of another node, which had its index built before', async () => {
    const { store } = opened();
    const bus = linkedBus();
    const log = { error: jest.fn() };
    const nodes = ['node-a', 'node-b'].map((nodeId) => {
      const helpCentre = new HelpCentre(store);
      const changes = new ArticleChanges({ nodeId, bus }, helpCentre, log);
      return { helpCentre, changes, assistant: createHelpCentreAssistant(helpCentre) };
    });
    await Promise.all(nodes.map((node) => node.changes.listen()));
    const [a, b] = nodes;
    const askB = async (customerId: string) =>
      (await b.assistant.reply(question('How long does a withdrawal take?', customerId))).data?.text ?? '';
    expect(await askB('10001')).toContain('10 to 20 minutes');
    const rereadOnA = jest.spyOn(a.helpCentre, 'articleChanged');

    const editing = new HelpCentreEditingService(store, a.changes);
    await editing.saveDraft(ANN, {
      product_id: '1',
      id: WITHDRAWAL_TIME,
      type_id: '103',
      language: 'US',
      title: 'How long does a withdrawal take?',
      content: '<p>Withdrawals arrive within <b>4 minutes</b>.</p>',
      phrasings: [],
    });
    await editing.publish(ANN, { product_id: '1', id: WITHDRAWAL_TIME, language: 'US' });

    await until(async () => (await askB('10002')).includes('4 minutes'), 2000);
    // Node a re-read it once, before answering the publish; its own message on the bus is not a second time.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(rereadOnA).toHaveBeenCalledTimes(1);
    expect(log.error).not.toHaveBeenCalled();
  });
});
