/** UI state shared across the layout: the search panel. */
import { createSlice } from '@reduxjs/toolkit';

export interface UiState {
  searchPanelOpen: boolean;
}

const initialState: UiState = { searchPanelOpen: false };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    searchPanelOpened(state) {
      state.searchPanelOpen = true;
    },
    searchPanelClosed(state) {
      state.searchPanelOpen = false;
    },
  },
  selectors: {
    selectSearchPanelOpen: (state) => state.searchPanelOpen,
  },
});

export const { searchPanelOpened, searchPanelClosed } = uiSlice.actions;
export const { selectSearchPanelOpen } = uiSlice.selectors;
