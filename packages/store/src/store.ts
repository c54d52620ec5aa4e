import { configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { accountStorageMiddleware } from './localScope';
import { rootReducer, type RootState } from './rootReducer';

/**
 * Remotes add their middleware (auto-save listeners) at runtime by dispatching
 * `dynamicMiddleware.withMiddleware(...)` or calling `dynamicMiddleware.addMiddleware(...)`.
 * One instance for the page, as @bento/store is a federation singleton.
 */
export const dynamicMiddleware = createDynamicMiddleware();

// The editor's history holds up to 50 whole documents: the development-only immutability and serializability
// checks would walk all of them on every action (tens of ms at 500 boxes). They still check everything else.
const UNCHECKED_PATHS = ['editor.past', 'editor.future', 'editor.dragSnapshot'];

/** The shell calls this once; remotes reach the store through react-redux's Provider. */
export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        immutableCheck: { ignoredPaths: UNCHECKED_PATHS },
        serializableCheck: { ignoredPaths: UNCHECKED_PATHS },
      })
        .prepend(accountStorageMiddleware)
        .concat(dynamicMiddleware.middleware),
    // No auto-batching of RTK Query's updates: subscribers hear of every action at once, as of any other, so
    // a background tab (no animation frames) and a test on a fake clock see a list arrive. Two small lists gain
    // nothing from batching.
    enhancers: (getDefaultEnhancers) => getDefaultEnhancers({ autoBatch: false }),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
