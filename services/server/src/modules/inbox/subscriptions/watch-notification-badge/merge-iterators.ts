/** Yields from several async iterators as their values arrive; returning ends them all. */
export function mergeIterators<T>(sources: AsyncIterator<T>[]): AsyncIterableIterator<T> {
  const pending = new Map<number, Promise<{ i: number; r: IteratorResult<T> }>>();
  const pull = (i: number) =>
    pending.set(
      i,
      sources[i]!.next().then((r) => ({ i, r })),
    );
  sources.forEach((_, i) => pull(i));
  let closed = false;
  const close = async () => {
    closed = true;
    pending.clear();
    await Promise.allSettled(sources.map((s) => s.return?.()));
    return { value: undefined, done: true } as IteratorResult<T>;
  };
  return {
    async next() {
      while (!closed && pending.size) {
        const { i, r } = await Promise.race(pending.values());
        if (closed) break;
        if (r.done) {
          pending.delete(i);
          continue;
        }
        pull(i);
        return { value: r.value, done: false };
      }
      return { value: undefined, done: true };
    },
    return: close,
    async throw(e) {
      await close();
      throw e;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
