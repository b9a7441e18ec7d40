interface Lane {
  /** Settles when the lane's last task has run; never rejects. */
  tail: Promise<void>;
  pending: number;
}

const ignore = () => undefined;

/**
 * Runs the tasks of one key strictly one at a time, in the order they were added; tasks of different
 * keys run concurrently. A task added to an idle key starts at once (synchronously up to its first
 * await), so synchronous work keeps the timing it had. A failing task rejects its own promise only:
 * the tasks after it still run.
 */
export class KeyedQueue<K> {
  private readonly lanes = new Map<K, Lane>();

  run<T>(key: K, task: () => T | Promise<T>): Promise<T> {
    const lane = this.laneOf(key);
    const start = async () => {
      try {
        return await task();
      } finally {
        this.settle(key, lane);
      }
    };
    lane.pending += 1;
    const result = lane.pending === 1 ? start() : lane.tail.then(start);
    lane.tail = result.then(ignore, ignore);
    return result;
  }

  /** Resolves once every task added so far, of every key, has run. */
  async drain(): Promise<void> {
    await Promise.all([...this.lanes.values()].map((lane) => lane.tail));
  }

  private laneOf(key: K): Lane {
    let lane = this.lanes.get(key);
    if (!lane) {
      lane = { tail: Promise.resolve(), pending: 0 };
      this.lanes.set(key, lane);
    }
    return lane;
  }

  /** An idle lane is forgotten, so keys (connections, conversations) do not pile up. */
  private settle(key: K, lane: Lane): void {
    lane.pending -= 1;
    if (lane.pending === 0 && this.lanes.get(key) === lane) this.lanes.delete(key);
  }
}
