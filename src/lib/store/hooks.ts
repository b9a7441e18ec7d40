import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';

/**
 * Dispatch as every feature sees it: plain actions and thunks (RTK Query's included). Features read
 * state with react-redux's `useSelector` and their own selectors, which name the state they read, so
 * no feature depends on the app's root state (docs/architecture.md, "Layers").
 */
// The state is `never` here because dispatch cannot know it: each thunk names the state it reads.
export type AppThunkDispatch = ThunkDispatch<never, unknown, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppThunkDispatch>();
