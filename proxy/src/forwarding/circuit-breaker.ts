/**
 * A circuit breaker per upstream service (docs/operations.md, "Upstream trouble"), cockatiel's
 * (decision 106): it answers at once while open, then lets one trial through; forward.ts decides
 * what counts as a failure.
 */
import {
  BrokenCircuitError,
  circuitBreaker,
  CircuitState,
  ConsecutiveBreaker,
  handleWhenResult,
} from 'cockatiel';

export const BREAKER_THRESHOLD = 5;
export const BREAKER_OPEN_MS = 30_000;

/** A breaker's state as forwarding reports it: refusing calls, trying one, or closed. */
export type BreakerState = 'open' | 'half_open' | 'closed';

const STATES: Record<CircuitState, BreakerState> = {
  [CircuitState.Open]: 'open',
  [CircuitState.HalfOpen]: 'half_open',
  [CircuitState.Closed]: 'closed',
  // Never isolated here (nobody calls `isolate`): it refuses calls as an open breaker does.
  [CircuitState.Isolated]: 'open',
};

/** How an outcome bears on the service's health. */
export type Verdict = 'success' | 'failure' | 'neither';

/** Carries an outcome past the breaker without it counting (cockatiel counts what it handles). */
class Uncounted<T> extends Error {
  constructor(readonly value: T) {
    super('an outcome that says nothing of the service');
  }
}

export class ServiceBreaker<T> {
  private readonly policy;

  constructor(
    private readonly verdict: (value: T) => Verdict,
    openMs = BREAKER_OPEN_MS,
    onStateChange?: (state: BreakerState) => void,
  ) {
    this.policy = circuitBreaker(
      handleWhenResult((value) => verdict(value as T) === 'failure'),
      {
        halfOpenAfter: openMs,
        breaker: new ConsecutiveBreaker(BREAKER_THRESHOLD),
      },
    );
    if (onStateChange) {
      this.policy.onStateChange((state) => {
        onStateChange(STATES[state]);
      });
    }
  }

  /** `call`'s outcome, or null when the breaker is open or its one trial is under way. */
  async run(call: () => Promise<T>): Promise<T | null> {
    // cockatiel queues calls behind a half-open trial; this breaker answers them at once.
    if (this.policy.state === CircuitState.HalfOpen) return null;
    try {
      return await this.policy.execute(async () => {
        const value = await call();
        if (this.verdict(value) === 'neither') throw new Uncounted(value);
        return value;
      });
    } catch (error) {
      if (error instanceof BrokenCircuitError) return null;
      if (error instanceof Uncounted) return (error as Uncounted<T>).value;
      throw error;
    }
  }
}
