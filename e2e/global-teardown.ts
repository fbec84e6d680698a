/** Stops the systems `e2e/global-setup.ts` started (the e2e Jest config's `globalTeardown`). */
export default async function globalTeardown(): Promise<void> {
  await Promise.all((globalThis.e2eSharedSystems ?? []).map((system) => system.stop()));
}
