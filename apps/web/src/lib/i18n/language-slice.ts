import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { configApi } from '../config/config-api';
import { detectLanguage } from './detect-language';
import type { LanguageState } from './language-state';
import type { Locale } from './languages';
import { siteLanguage } from './site-language';

export type { LanguageState };

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
