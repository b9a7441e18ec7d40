/** @jest-environment ./__tests__/support/quietNodeEnvironment.ts */
import { createInProcessCluster } from '../../../../server/cluster/inProcess';
import { ReceptionEvents } from '../../../../server/reception/events';

function setUp() {
  const log = { error: jest.fn() };
  const cluster = createInProcessCluster();
  return { events: new ReceptionEvents(cluster, log), log, close: () => cluster.close() };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

/** A promise and the function that resolves it. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('the reception events (one at a time)', () => {
  it('starts an event only once the one before it has ended, whichever way it ended', async () => {
    const { events, close } = setUp();
    const first = gate();
    const order: string[] = [];
    const failing = events.oneAtATime(async () => {
      order.push('first starts');
      await first.opened;
      order.push('first ends');
      throw new Error('refused');
    });
    const second = events.oneAtATime(async () => {
      order.push('second starts');
      return 2;
    });
    await turn();
    expect(order).toEqual(['first starts']);
    first.open();
    await expect(failing).rejects.toThrow('refused');
    expect(await second).toBe(2);
    expect(order).toEqual(['first starts', 'first ends', 'second starts']);
    await close();
  });

  it('logs the failure of an event nobody waits for', async () => {
    const { events, log, close } = setUp();
    const error = new Error('store gone');
    events.inBackground(async () => {
      throw error;
    });
    await turn();
    await events.dispose();
    expect(log.error).toHaveBeenCalledWith({ err: error }, 'a reception event failed');
    await close();
  });

  it('once disposed, waits for the event in progress and starts no background event, even one queued before', async () => {
    const { events, close } = setUp();
    const running = gate();
    const ran: string[] = [];
    events.inBackground(async () => {
      await running.opened;
      ran.push('in progress');
    });
    events.inBackground(async () => void ran.push('queued before dispose'));
    await turn();
    const disposed = events.dispose();
    events.inBackground(async () => void ran.push('after dispose'));
    expect(events.disposed).toBe(true);
    running.open();
    await disposed;
    expect(ran).toEqual(['in progress']);
    await close();
  });
});
