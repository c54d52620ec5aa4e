import type { AppDispatch, RootState } from '@bento/store';

/** A sidebar action: a plain thunk over the shared store. */
export type SidebarThunk<R = void> = (dispatch: AppDispatch, getState: () => RootState) => Promise<R>;
