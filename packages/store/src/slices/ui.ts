import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type ToastTone = 'success' | 'error' | 'info';
export interface Toast {
  id: string;
  message: string;
  tone: ToastTone;
}

export interface UiState {
  toasts: Toast[];
  /** The accounts remote's publish flow is listening: a publishRequested dispatched now is answered. */
  publishFlowReady: boolean;
}

const initialState: UiState = { toasts: [], publishFlowReady: false };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<Toast>) {
        state.toasts.push(action.payload);
      },
      prepare(message: string, tone: ToastTone = 'success') {
        return { payload: { id: nanoid(), message, tone } };
      },
    },
    toastDismissed(state, action: PayloadAction<string>) {
      state.toasts = state.toasts.filter((toast) => toast.id !== action.payload);
    },
    publishFlowReadySet(state, action: PayloadAction<boolean>) {
      state.publishFlowReady = action.payload;
    },
  },
  selectors: {
    selectToasts: (state) => state.toasts,
    selectPublishFlowReady: (state) => state.publishFlowReady,
  },
});

export const { toastShown, toastDismissed, publishFlowReadySet } = uiSlice.actions;
export const { selectToasts, selectPublishFlowReady } = uiSlice.selectors;
