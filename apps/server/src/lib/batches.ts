/**
 * Calls that come in while one is on its way to the database wait, and go together in the next
 * one (at most `max` at a time, in arrival order). Why: on two busy cores each round trip to
 * PostgreSQL costs more than the work it carries (docs/performance.md); under load
 * one statement then carries many calls, and when calls are few each still goes at once.
 *
 * `run` answers every item of a batch, in order; when it throws, every item of that batch fails
 * with its error. One batch is on its way at a time.
 */
export function batches<T, R>(run: (items: T[]) => Promise<R[]>, max = 100): (item: T) => Promise<R> {
  let waiting: { item: T; resolve: (result: R) => void; reject: (error: unknown) => void }[] = [];
  let sending = false;
  const flush = async () => {
    sending = true;
    while (waiting.length > 0) {
      const batch = waiting.slice(0, max);
      waiting = waiting.slice(batch.length);
      try {
        const results = await run(batch.map((w) => w.item));
        batch.forEach((w, i) => w.resolve(results[i]!));
      } catch (error) {
        for (const w of batch) w.reject(error);
      }
    }
    sending = false;
  };
  return (item) =>
    new Promise<R>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!sending) void flush();
    });
}
