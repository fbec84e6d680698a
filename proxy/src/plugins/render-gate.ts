/**
 * Page renders run at most `concurrency` at a time, and a queued render starts through the event
 * loop, not straight after the render before it. Rendering a page is synchronous CPU work (tens of milliseconds); a burst of page
 * requests started together would run back to back in one turn of the loop, stall every other
 * request (API calls, health checks) for that long, and trip the load shedding, which reads the
 * event-loop lag and would then refuse every request for a second. Queued pages wait their turn
 * in arrival order instead.
 */
export class RenderGate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly concurrency: number) {}

  /** Renders waiting for a slot. */
  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.active < this.concurrency && this.waiting.length === 0) {
      this.active++;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    // The slot passes on through the event loop (setImmediate), never within the finished
    // render's task: the I/O callbacks or the timers that are due run between two queued renders.
    if (next) setImmediate(next);
    else this.active--;
  }
}
