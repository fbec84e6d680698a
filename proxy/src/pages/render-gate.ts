/**
 * Renders are synchronous CPU work: `concurrency` at a time (async-mutex's semaphore), each started
 * through the event loop, so a burst cannot stall other requests and trip the load shedding
 * (docs/operations.md).
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Semaphore } from 'async-mutex';

export interface RenderSlot {
  /**
   * Runs `wait` (an upstream call) without the slot, so a slow upstream leaves no CPU idle; then
   * takes a slot back, ahead of renders not yet started.
   */
  outside<T>(wait: () => Promise<T>): Promise<T>;
}

/** The semaphore's priorities: a render back from an upstream call goes before new ones. */
const STARTING = 0;
const RESUMING = 1;

export class RenderGate {
  private readonly slots: Semaphore;
  private waitingToStart = 0;

  constructor(concurrency: number) {
    this.slots = new Semaphore(concurrency);
  }

  /** Renders waiting for a slot. */
  get queued(): number {
    return this.waitingToStart;
  }

  async run<T>(task: (slot: RenderSlot) => Promise<T>): Promise<T> {
    // The render's slot while it holds one, and its pending return to one.
    const state: { release: (() => void) | null; coming: Promise<void> | null } = {
      release: await this.acquire(STARTING),
      coming: null,
    };
    // Read through a call: another call of the same render may have taken the slot back meanwhile.
    const holding = () => state.release !== null;
    const slot: RenderSlot = {
      outside: async (wait) => {
        state.release?.();
        state.release = null;
        try {
          return await wait();
        } finally {
          // Parallel calls of one render share the one slot it takes back.
          if (!holding()) {
            state.coming ??= this.acquire(RESUMING).then((release) => {
              state.release = release;
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
      state.release?.();
    }
  }

  /** A slot, and the function that frees it. */
  private async acquire(priority: number): Promise<() => void> {
    const waits = this.slots.isLocked();
    if (waits && priority === STARTING) this.waitingToStart++;
    const [, release] = await this.slots.acquire(1, priority);
    if (!waits) return release;
    if (priority === STARTING) this.waitingToStart--;
    // A freed slot passes on through the event loop, never within the finished render's task:
    // the I/O callbacks or the timers that are due run between two queued renders.
    await nextTurn();
    return release;
  }
}
