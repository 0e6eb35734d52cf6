import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { detectLanguage } from './detect-language';
import type { Locale } from './languages';

/** The chosen language (persisted). Its default comes from the browser. */
export interface LanguageState {
  current: Locale;
}

export const initialLanguageState = (): LanguageState => ({
  current: detectLanguage(typeof navigator === 'undefined' ? undefined : navigator.language),
});

export const languageSlice = createSlice({
  name: 'language',
  initialState: initialLanguageState,
  reducers: {
    languageChanged(state, action: PayloadAction<Locale>) {
      state.current = action.payload;
    },
  },
});

export const { languageChanged } = languageSlice.actions;
export const languageReducer = languageSlice.reducer;
