/**
 * The browser tests' shared fixture: every page of every context the test's browser opens is
 * watched, and a test fails on any console error, uncaught page error, failed same-origin request
 * or Content Security Policy violation that it did not name with `expectProblems`.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** A message, or an anchored pattern for one that holds a port, a chunk's hash or a stack. */
type Expected = string | RegExp;

const matches = (expected: Expected, problem: string) =>
  typeof expected === 'string' ? expected === problem : expected.test(problem);

interface Watched {
  /** What went wrong in the context, in the order it happened. */
  problems: string[];
  /** Messages the test expects, each to be seen at least once. */
  expected: Set<Expected>;
  closed: boolean;
}

const watched = new Map<BrowserContext, Watched>();

/** A message for every CSP violation, also where Chromium itself would log none (workers). */
function reportPolicyViolations() {
  document.addEventListener('securitypolicyviolation', (e) => {
    console.error(
      `securitypolicyviolation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`,
    );
  });
}

const sameOrigin = (page: Page | null, url: string): boolean => {
  const top = page?.url();
  if (!top || !top.startsWith('http')) return true;
  return new URL(url).origin === new URL(top).origin;
};

function watchContext(context: BrowserContext, scripting: boolean): void {
  const entry: Watched = { problems: [], expected: new Set(), closed: false };
  watched.set(context, entry);
  context.on('close', () => {
    entry.closed = true;
  });
  void context.addInitScript(reportPolicyViolations);
  context.on('console', (message) => {
    if (message.type() === 'error') entry.problems.push(message.text());
  });
  context.on('weberror', (error) => {
    entry.problems.push(`pageerror: ${error.error().message}`);
  });
  context.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? 'failed';
    // A request the page itself gave up (a navigation away, an aborted fetch) did not fail, and
    // without JavaScript the browser refuses the page's script preloads by design.
    if (failure === 'net::ERR_ABORTED') return;
    // Without JavaScript the browser itself refuses the page's scripts (reported as 'csp').
    if (!scripting && request.resourceType() === 'script' && failure === 'csp') return;
    if (sameOrigin(request.frame().page(), request.url()))
      entry.problems.push(`requestfailed: ${request.method()} ${request.url()} ${failure}`);
  });
}

/** Makes every context (and page) `browser` opens a watched one. */
export function watchBrowser(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  // `browser.newPage` opens its context through `newContext`, so pages are watched too.
  browser.newContext = async (options) => {
    const context = await newContext(options);
    watchContext(context, options?.javaScriptEnabled !== false);
    return context;
  };
  return browser;
}

/**
 * Names the exact messages a test expects in `target`'s context (a 404 page's own resource error,
 * for example): they do not fail the test, and each must occur.
 */
export function expectProblems(target: Page | BrowserContext, ...messages: Expected[]): void {
  const context = 'context' in target ? target.context() : target;
  const entry = watched.get(context);
  if (!entry) throw new Error('expectProblems: the context was not opened by a watched browser');
  for (const message of messages) entry.expected.add(message);
}

/** The Chromium message for a same-origin resource answered with `status`. */
export const resourceStatusMessage = (status: number, text: string): string =>
  `Failed to load resource: the server responded with a status of ${String(status)} (${text})`;

/** What Chromium says of a 404 page's own answer. */
export const NOT_FOUND = resourceStatusMessage(404, 'Not Found');

/**
 * Every problem not expected and every expected message not seen since the last call (a test's
 * expectations end with it); closed contexts are forgotten.
 */
export function takeUnexpectedProblems(): string[] {
  const found: string[] = [];
  for (const [context, entry] of watched) {
    const expected = [...entry.expected];
    found.push(...entry.problems.filter((p) => !expected.some((e) => matches(e, p))));
    for (const e of expected)
      if (!entry.problems.some((p) => matches(e, p)))
        found.push(`expected but not seen: ${String(e)}`);
    entry.problems = [];
    entry.expected.clear();
    if (entry.closed) watched.delete(context);
  }
  return found;
}
