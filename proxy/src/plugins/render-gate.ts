/**
 * Renders are synchronous CPU work: `concurrency` at a time, each started through the event loop,
 * so a burst cannot stall other requests and trip the load shedding (docs/operations.md).
 */
export interface RenderSlot {
  /**
   * Runs `wait` (an upstream call) without the slot, so a slow upstream leaves no CPU idle; then
   * takes a slot back, ahead of renders not yet started.
   */
  outside<T>(wait: () => Promise<T>): Promise<T>;
}

export class RenderGate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly concurrency: number) {}

  /** Renders waiting for a slot. */
  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(task: (slot: RenderSlot) => Promise<T>): Promise<T> {
    await this.acquire(false);
    // Whether the render holds a slot now, and its pending return to one.
    const state: { held: boolean; coming: Promise<void> | null } = { held: true, coming: null };
    // Read through a call: another call of the same render may have taken the slot back meanwhile.
    const holding = () => state.held;
    const slot: RenderSlot = {
      outside: async (wait) => {
        if (state.held) {
          state.held = false;
          this.release();
        }
        try {
          return await wait();
        } finally {
          // Parallel calls of one render share the one slot it takes back.
          if (!holding()) {
            state.coming ??= this.acquire(true).then(() => {
              state.held = true;
              state.coming = null;
            });
            await state.coming;
          }
        }
      },
    };
    try {
      return await task(slot);
    } finally {
      if (state.held) this.release();
    }
  }

  private acquire(resuming: boolean): Promise<void> {
    if (this.active < this.concurrency && this.waiting.length === 0) {
      this.active++;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      if (resuming) this.waiting.unshift(resolve);
      else this.waiting.push(resolve);
    });
  }

  private release(): void {
    const next = this.waiting.shift();
    // The slot passes on through the event loop (setImmediate), never within the finished
    // render's task: the I/O callbacks or the timers that are due run between two queued renders.
    if (next) setImmediate(next);
    else this.active--;
  }
}
