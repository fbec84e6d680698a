import { CheckedAnswers } from './checked-answers.js';

/** A contract: an object with a numeric `n`; counts how often it was asked. */
function contract() {
  const calls = { n: 0 };
  const isValid = (body: unknown): boolean => {
    calls.n++;
    return typeof (body as { n?: unknown } | null)?.n === 'number';
  };
  return { calls, isValid };
}
const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('CheckedAnswers', () => {
  it('checks an answer once, then knows the same bytes to the same request', () => {
    const { calls, isValid } = contract();
    const checked = new CheckedAnswers(isValid);
    const first = checked.check('{"q":1}', bytes('{"n":1}'));
    expect(first).toEqual({ body: { n: 1 } });
    const again = checked.check('{"q":1}', bytes('{"n":1}'));
    expect(again).toEqual({ body: { n: 1 } });
    expect(calls.n).toBe(1);
    // Another request's identical answer is checked for itself.
    expect(checked.check('{"q":2}', bytes('{"n":1}'))).toEqual({ body: { n: 1 } });
    expect(calls.n).toBe(2);
  });

  it('checks again an answer whose bytes changed, and refuses one off the contract', () => {
    const { calls, isValid } = contract();
    const checked = new CheckedAnswers(isValid);
    expect(checked.check('{"q":1}', bytes('{"n":1}'))).toEqual({ body: { n: 1 } });
    expect(checked.check('{"q":1}', bytes('{"n":2}'))).toEqual({ body: { n: 2 } });
    expect(checked.check('{"q":1}', bytes('{"n":"x"}'))).toEqual({
      detail: 'answer off the contract',
    });
    expect(checked.check('{"q":1}', bytes('{"n":'))).toEqual({ detail: 'invalid JSON' });
    // After a bad answer, the last good one's bytes are checked again, not taken as known.
    expect(checked.check('{"q":1}', bytes('{"n":2}'))).toEqual({ body: { n: 2 } });
    expect(calls.n).toBe(4);
  });

  it('keeps no answer beyond its byte budget', () => {
    const { calls, isValid } = contract();
    const checked = new CheckedAnswers(isValid, 64);
    const big = bytes(`{"n":1,"pad":"${'x'.repeat(100)}"}`);
    checked.check('{"q":1}', big);
    checked.check('{"q":1}', big);
    expect(calls.n).toBe(2);
  });
});
