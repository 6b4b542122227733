/** A counting semaphore with a bounded wait queue (acquire rejects when the queue is full). */
export class Semaphore {
  private active = 0;
  private readonly queue: Array<() => void> = [];

  constructor(
    private readonly limit: number,
    private readonly maxQueue = Infinity,
  ) {}

  get waiting(): number {
    return this.queue.length;
  }

  acquire(): Promise<() => void> {
    if (this.active < this.limit) {
      this.active++;
      return Promise.resolve(this.releaser());
    }
    if (this.queue.length >= this.maxQueue) return Promise.reject(new Error('queue full'));
    return new Promise((resolve) =>
      this.queue.push(() => {
        this.active++;
        resolve(this.releaser());
      }),
    );
  }

  private releaser(): () => void {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.active--;
      const next = this.queue.shift();
      if (next) next();
    };
  }
}
