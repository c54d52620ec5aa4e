export { rootReducer, type RootState, type LazyLoadedSlices } from './rootReducer';
export {
  createAppStore,
  dynamicMiddleware,
  useAppDispatch,
  useAppSelector,
  useAppStore,
  type AppStore,
  type AppDispatch,
} from './store';
export * from './contract';
export * from './contractVersion';
export * from './slices/session';
export * from './slices/project';
export * from './slices/ui';
export * from './slices/templates';
export { sliceInjected, useAnnounceInjectedSlice } from './injection';
export * from './api';
export * from './auth';
export * from './localScope';
export * from './uploads';
export * from './exports';
export * from './designs';
export * from './templates';
export * from './toasts';
