// Reads of one kind that arrive within one turn of the event loop, sent as one statement (docs/architecture.md,
// "Hot reads without Prisma"). Under load, many requests reach the same hot read in the same turn (every
// request parsed in one poll phase runs its synchronous gates and reaches its first query before the loop
// moves on); one statement for all of them costs the service one round trip, one socket write and one
// result to parse instead of one each, and PostgreSQL one execution instead of several. Each read still
// sees only what was committed before its statement ran, which is after its request arrived: the same
// guarantee as a statement of its own. A failed statement fails every read of its batch.

/** Collects keys until the end of the current turn (setImmediate), then loads them all in one call. */
export class TurnBatch<K, V> {
  private pending: Array<{ key: K; resolve: (value: V | undefined) => void; reject: (error: unknown) => void }> = [];

  /**
   * @param loadAll reads every key of a batch and answers, for each key at its index, its value or undefined.
   */
  constructor(private readonly loadAll: (keys: K[]) => Promise<Array<V | undefined>>) {}

  load(key: K): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      if (this.pending.push({ key, resolve, reject }) === 1) setImmediate(() => this.flush());
    });
  }

  private flush(): void {
    const batch = this.pending;
    this.pending = [];
    let loading: Promise<Array<V | undefined>>;
    try {
      loading = this.loadAll(batch.map((b) => b.key));
    } catch (error) {
      // A loader that throws before its promise fails its batch, never the process (this runs in setImmediate).
      loading = Promise.reject(error);
    }
    loading.then(
      (values) => batch.forEach((b, i) => b.resolve(values[i])),
      (error: unknown) => batch.forEach((b) => b.reject(error)),
    );
  }
}
