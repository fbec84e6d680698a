/** Token store: the browser's site access token and the page language (specification §3). */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANG, type Lang } from '#shared/types/common.js';

export interface TokenState {
  accessToken: string | null;
  lang: Lang;
}

const initialState: TokenState = { accessToken: null, lang: DEFAULT_LANG };

export const tokenSlice = createSlice({
  name: 'token',
  initialState,
  reducers: {
    tokenReceived(state, action: PayloadAction<string>) {
      state.accessToken = action.payload;
    },
    tokenDiscarded(state) {
      state.accessToken = null;
    },
    langChanged(state, action: PayloadAction<Lang>) {
      state.lang = action.payload;
    },
  },
  selectors: {
    selectAccessToken: (state) => state.accessToken,
    selectLang: (state) => state.lang,
  },
});

export const { tokenReceived, tokenDiscarded, langChanged } = tokenSlice.actions;
export const { selectAccessToken, selectLang } = tokenSlice.selectors;
