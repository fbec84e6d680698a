/** How API calls travel (the contract is shared with the proxy: `shared/types/ssr.ts`). */
export type { ServiceName, Transport, TransportResult } from '#shared/types/ssr.js';
