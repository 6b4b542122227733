import { Sema } from 'async-sema';

/** Frees the slot `acquire` gave; a second call does nothing. */
export type Release = () => void;

/**
 * async-sema's counting semaphore with a bounded wait queue: `acquire` rejects at once while
 * `maxWaiting` callers already wait, and each slot is released once however often its release
 * is called (async-sema's own `release` would add a slot per call).
 */
export class BoundedSemaphore {
  private readonly sema: Sema;

  constructor(
    limit: number,
    private readonly maxWaiting: number,
  ) {
    this.sema = new Sema(limit);
  }

  get waiting(): number {
    return this.sema.nrWaiting();
  }

  async acquire(): Promise<Release> {
    // A free slot is taken at once; otherwise the caller joins the queue if it has room. The
    // check and async-sema's enqueue both run before the first await, so the count is exact.
    if (this.sema.tryAcquire() === undefined) {
      if (this.sema.nrWaiting() >= this.maxWaiting) throw new Error('queue full');
      await this.sema.acquire();
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.sema.release();
    };
  }
}
