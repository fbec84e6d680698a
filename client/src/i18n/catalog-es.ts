/** The Spanish catalog (see catalogs.ts); the production build puts the compiled one in its place. */
import { messages } from './messages.js';

export const catalog = Object.freeze(messages.es);
