import { createSlice } from '@reduxjs/toolkit';
import type { ApiError } from '../api/api-error';
import { configApi } from './config-api';
import type { ConfigState } from './config-state';

export type { ConfigState };

export const initialConfigState: ConfigState = { data: null, isLoading: false, error: null };

export const configSlice = createSlice({
  name: 'config',
  initialState: initialConfigState,
  reducers: {},
  extraReducers: (builder) => {
    const endpoint = configApi.endpoints.getPublicConfiguration;
    builder
      .addMatcher(endpoint.matchPending, (state) => {
        state.isLoading = true;
      })
      .addMatcher(endpoint.matchFulfilled, (state, action) => {
        state.data = action.payload;
        state.isLoading = false;
        state.error = null;
      })
      .addMatcher(endpoint.matchRejected, (state, action) => {
        if (action.meta.condition) return;
        state.isLoading = false;
        state.error = (action.payload as ApiError | undefined) ?? { status: 'network', code: 'network', message: action.error.message ?? '' };
      });
  },
});

export const configReducer = configSlice.reducer;
