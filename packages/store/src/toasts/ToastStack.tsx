import { Toast } from '@bento/ui';
import { TOAST_MS } from '../designs/messages';
import { selectToasts, toastDismissed } from '../slices/ui';
import { useAppDispatch, useAppSelector } from '../store';

/**
 * The store's toasts, one at a time (oldest first), each for TOAST_MS. Mounted by the screens that show them: the
 * designs sidebar on '/', the project table on '/manage-projects'.
 */
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
