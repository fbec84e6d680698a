/** URI store: the current page's URLs in each language, replaced wholesale by each page. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Lang } from '#shared/types/common.js';

export type UrisState = Record<Lang, string | null>;

const initialState: UrisState = { es: null, en: null };

export const urisSlice = createSlice({
  name: 'uris',
  initialState,
  reducers: {
    urisReplaced: (_state, action: PayloadAction<UrisState>) => action.payload,
  },
  selectors: {
    selectUris: (state) => state,
  },
});

export const { urisReplaced } = urisSlice.actions;
export const { selectUris } = urisSlice.selectors;
