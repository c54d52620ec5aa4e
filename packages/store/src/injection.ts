import { createAction } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { useAppDispatch } from './store';

/**
 * Injecting a slice changes no state and notifies nobody: a remote that rendered before the slice arrived
 * would keep showing what it read then. Announcing the slice gives it its state and wakes every subscriber.
 */
export const sliceInjected = createAction<string>('contract/sliceInjected');

/** Call in the root component of the remote that injected `sliceName`. */
export function useAnnounceInjectedSlice(sliceName: string): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(sliceInjected(sliceName));
  }, [dispatch, sliceName]);
}
