/**
 * At most `limit` tasks at once; the rest wait their turn in order. Used to keep CPU- and memory-heavy work
 * (scrypt runs on libuv's threadpool, 128 MiB each) from taking every thread other requests' I/O needs.
 */
export class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error('A semaphore needs a limit of at least 1');
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active += 1;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter; only when none waits is it freed.
      if (next) next();
      else this.active -= 1;
    }
  }
}
