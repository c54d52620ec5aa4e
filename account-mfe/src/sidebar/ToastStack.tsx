import { Toast } from '@bento/ui';
import { selectToasts, TOAST_MS, toastDismissed, useAppDispatch, useAppSelector } from '@bento/store';

/** The store's toasts, one at a time (oldest first), each for 4 s. */
export function ToastStack() {
  const dispatch = useAppDispatch();
  const toast = useAppSelector(selectToasts)[0];
  if (!toast) return null;
  return (
    <Toast
      key={toast.id}
      message={toast.message}
      duration={TOAST_MS}
      onDismiss={() => dispatch(toastDismissed(toast.id))}
    />
  );
}
