/**
 * Test fixtures that start before the tests and stop after them: the returned object is filled
 * by `start` before each test (`per: 'test'`) or once before the calling file's tests
 * (`per: 'file'`), and handed to `stop` after them.
 */
export function startedFor<T extends object>(
  per: 'test' | 'file',
  start: () => Promise<T>,
  stop: (started: T) => Promise<unknown>,
): Readonly<T> {
  const started = {} as T;
  (per === 'test' ? beforeEach : beforeAll)(async () => {
    Object.assign(started, await start());
  });
  (per === 'test' ? afterEach : afterAll)(() => stop(started));
  return started;
}
