import { useSelector } from 'react-redux';
import type { RootState } from './store';

/**
 * Typed hooks for src/app, which knows the whole state. Dispatch is the one every feature uses
 * (src/lib/store/hooks.ts): thunks name the state they read, so the app's own type adds nothing.
 */
export { useAppDispatch } from '../lib/store/hooks';
export const useAppSelector = useSelector.withTypes<RootState>();
