import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { SharedState } from './shared-state';

/** A dispatch that accepts thunks, including RTK Query's initiate() calls. */
export type AppDispatch = ThunkDispatch<SharedState, unknown, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useSharedSelector = useSelector.withTypes<SharedState>();
