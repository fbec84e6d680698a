/**
 * Starts the built upstream and proxy of each shared system once for the whole browser-test run
 * (the e2e Jest config's `globalSetup`), side by side, and hands their addresses to the workers
 * through the environment, which they inherit. Suites that need a differently configured system
 * start their own (docs/testing.md).
 */
import {
  SHARED_SYSTEMS,
  SHARED_SYSTEMS_VARIABLE,
  startSystem,
  type RunningSystem,
  type SharedSystemName,
  type SystemAddresses,
} from './services.ts';

declare global {
  var e2eSharedSystems: RunningSystem[] | undefined;
}

export default async function globalSetup(): Promise<void> {
  const names = Object.keys(SHARED_SYSTEMS) as SharedSystemName[];
  const started = await Promise.allSettled(
    names.map(async (name) => ({ name, system: await startSystem(SHARED_SYSTEMS[name]) })),
  );
  const running = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  globalThis.e2eSharedSystems = running.map(({ system }) => system);
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await Promise.all(globalThis.e2eSharedSystems.map((system) => system.stop()));
    throw failed.reason;
  }
  const addresses = running.map(({ name, system: { baseUrl, upstreamUrl, opsUrl } }) => [
    name,
    { baseUrl, upstreamUrl, opsUrl } satisfies SystemAddresses,
  ]);
  process.env[SHARED_SYSTEMS_VARIABLE] = JSON.stringify(Object.fromEntries(addresses));
}
