/** The thunk extra argument of a store: its transport and the base query's token mutex. */
import type { Mutex } from 'async-mutex';
import type { Transport } from './transport.js';

export interface ApiThunkExtra {
  transport: Transport;
  tokenMutex: Mutex;
}
