/**
 * A circuit breaker per upstream service (docs/operations.md, "Upstream trouble"): it answers at
 * once while open, then lets one trial through; forward.ts decides what counts as a failure.
 */

export const BREAKER_THRESHOLD = 5;
export const BREAKER_OPEN_MS = 30_000;

export type BreakerState = 'closed' | 'open' | 'half-open';

export class CircuitBreaker {
  private failures = 0;
  private openedAt: number | null = null;
  private trialInFlight = false;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly threshold = BREAKER_THRESHOLD,
    private readonly openMs = BREAKER_OPEN_MS,
  ) {}

  get state(): BreakerState {
    if (this.openedAt === null) return 'closed';
    return this.now() - this.openedAt >= this.openMs ? 'half-open' : 'open';
  }

  /** Whether a call may go to the upstream now (in half-open, one trial at a time). */
  tryPass(): boolean {
    const state = this.state;
    if (state === 'closed') return true;
    if (state === 'open' || this.trialInFlight) return false;
    this.trialInFlight = true;
    return true;
  }

  success(): void {
    this.failures = 0;
    this.openedAt = null;
    this.trialInFlight = false;
  }

  /**
   * An outcome that says nothing of the service's health (it could not be reached at all, or the
   * token service failed): a half-open trial slot is freed, the count of failures is unchanged.
   */
  release(): void {
    this.trialInFlight = false;
  }

  failure(): void {
    this.trialInFlight = false;
    this.failures++;
    if (this.openedAt !== null || this.failures >= this.threshold) this.openedAt = this.now();
  }
}
