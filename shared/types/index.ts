export * from './common.js';
export type * from './entities.js';
export * from './content.js';
export * from './search.js';
export * from './grid.js';
export type * from './token.js';
export type * from './menu.js';
export type * from './ssr.js';
