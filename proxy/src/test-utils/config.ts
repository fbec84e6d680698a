/**
 * The proxy's configuration for in-process tests. Load shedding is off: Jest runs suites side by
 * side, and on a busy machine the test process's own event loop can lag past the threshold, so a
 * request would be refused 503 for a reason no test is about. The shedding test
 * (`plugins/pressure.test.ts`) turns it back on; configuration tests call `loadProxyConfig`.
 */
import { loadProxyConfig, type ProxyConfig } from '../config.js';

export const testProxyConfig = (env: Record<string, string | undefined> = {}): ProxyConfig =>
  loadProxyConfig({ MAX_EVENT_LOOP_DELAY_MS: '0', ...env });
