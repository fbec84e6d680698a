import { BREAKER_OPEN_MS, CircuitBreaker } from './circuit-breaker.js';

describe('CircuitBreaker', () => {
  it('opens after 5 consecutive failures, half-opens after 30 s for one trial, closes on success', () => {
    let now = 0;
    const breaker = new CircuitBreaker(() => now);
    for (let i = 0; i < 4; i++) {
      expect(breaker.tryPass()).toBe(true);
      breaker.failure();
    }
    expect(breaker.state).toBe('closed');
    breaker.failure();
    expect(breaker.state).toBe('open');
    expect(breaker.tryPass()).toBe(false);
    now += BREAKER_OPEN_MS;
    expect(breaker.state).toBe('half-open');
    expect(breaker.tryPass()).toBe(true);
    expect(breaker.tryPass()).toBe(false); // one trial at a time
    breaker.success();
    expect(breaker.state).toBe('closed');
    expect(breaker.tryPass()).toBe(true);
  });

  it('a failed trial opens it again for another 30 s', () => {
    let now = 0;
    const breaker = new CircuitBreaker(() => now);
    for (let i = 0; i < 5; i++) breaker.failure();
    now += BREAKER_OPEN_MS;
    expect(breaker.tryPass()).toBe(true);
    breaker.failure();
    expect(breaker.state).toBe('open');
    now += BREAKER_OPEN_MS - 1;
    expect(breaker.tryPass()).toBe(false);
  });

  it('release frees a half-open trial without counting a failure or a success', () => {
    let now = 0;
    const breaker = new CircuitBreaker(() => now);
    for (let i = 0; i < 4; i++) breaker.failure();
    breaker.release();
    expect(breaker.state).toBe('closed');
    breaker.failure();
    expect(breaker.state).toBe('open');
    now += BREAKER_OPEN_MS;
    expect(breaker.tryPass()).toBe(true);
    expect(breaker.tryPass()).toBe(false);
    breaker.release();
    expect(breaker.state).toBe('half-open');
    expect(breaker.tryPass()).toBe(true);
  });

  it('a success resets the count of consecutive failures', () => {
    const breaker = new CircuitBreaker(() => 0);
    for (let i = 0; i < 4; i++) breaker.failure();
    breaker.success();
    for (let i = 0; i < 4; i++) breaker.failure();
    expect(breaker.state).toBe('closed');
  });
});
