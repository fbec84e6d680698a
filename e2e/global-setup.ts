/**
 * Starts the built upstream and proxy once for the whole browser-test run (the e2e Jest config's
 * `globalSetup`) and hands their addresses to the workers through the environment, which they
 * inherit. Suites that need a differently configured system start their own (docs/testing.md).
 */
import { SHARED_SYSTEM_ENV, startSystem, type RunningSystem } from './services.ts';

declare global {
  var e2eSharedSystem: RunningSystem | undefined;
}

export default async function globalSetup(): Promise<void> {
  const system = await startSystem(SHARED_SYSTEM_ENV);
  globalThis.e2eSharedSystem = system;
  process.env.E2E_BASE_URL = system.baseUrl;
  process.env.E2E_UPSTREAM_URL = system.upstreamUrl;
  process.env.E2E_OPS_URL = system.opsUrl;
}
