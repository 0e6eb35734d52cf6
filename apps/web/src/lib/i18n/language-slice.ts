import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { configApi } from '../config/config-api';
import { detectLanguage } from './detect-language';
import type { Locale } from './languages';
import { siteLanguage } from './site-language';

/**
 * The language the app speaks (persisted). Until the user picks one (`chosen`), it follows the
 * regional site's language once the site configuration is known, else the browser's; a language
 * the user picked always wins.
 */
export interface LanguageState {
  current: Locale;
  chosen: boolean;
}

export const initialLanguageState = (): LanguageState => ({
  current: detectLanguage(typeof navigator === 'undefined' ? undefined : navigator.language),
  chosen: false,
});

export const languageSlice = createSlice({
  name: 'language',
  initialState: initialLanguageState,
  reducers: {
    /** The user picked a language: it wins over the site's and the browser's from now on. */
    languageChanged(state, action: PayloadAction<Locale>) {
      state.current = action.payload;
      state.chosen = true;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(configApi.endpoints.getPublicConfiguration.matchFulfilled, (state, action) => {
      const site = siteLanguage(action.payload);
      if (!state.chosen && site) state.current = site;
    });
  },
});

export const { languageChanged } = languageSlice.actions;
export const languageReducer = languageSlice.reducer;
