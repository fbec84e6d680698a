/**
 * Run after every browser test (the e2e Jest configs' `setupFilesAfterEnv`): it fails on any
 * problem a watched page met that the test did not expect (page-problems.ts).
 */
import { takeUnexpectedProblems } from './page-problems.js';

afterEach(() => {
  const problems = takeUnexpectedProblems();
  if (problems.length > 0)
    throw new Error(`the browser met problems the test did not expect:\n${problems.join('\n')}`);
});
