/** Stops the system `e2e/global-setup.ts` started (the e2e Jest config's `globalTeardown`). */
export default async function globalTeardown(): Promise<void> {
  await globalThis.e2eSharedSystem?.stop();
}
