import { selectToasts, TOAST_MS, toastDismissed, useAppDispatch, useAppSelector } from '@bento/store';
import { Toast } from '@bento/ui';

/** The store's toasts on this page (the designs sidebar, which shows them on '/', is not here): one at a time. */
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
