/**
 * React DOM's client, loaded by the browser entry as a chunk of its own (decision 095): its module
 * start runs in a task of its own, apart from the entry's.
 */
export { hydrateRoot } from 'react-dom/client';
