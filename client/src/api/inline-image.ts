/** A content image for a first view, inlined where the store's transport can (decision 126). */
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ApiThunkExtra } from './thunk-extra.js';

/** The image at `path` as a `data:` URL from the server render's transport; null elsewhere. */
export const inlineImage =
  (path: string): ThunkAction<Promise<string | null>, unknown, ApiThunkExtra, UnknownAction> =>
  async (_dispatch, _getState, { transport }) =>
    transport.inlineImage ? transport.inlineImage(path) : null;
