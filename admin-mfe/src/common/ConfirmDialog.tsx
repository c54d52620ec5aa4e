import { ConfirmDialog as SharedConfirmDialog, type ConfirmRequest } from '@bento/ui/dialogForm';
import buttons from './buttons.module.css';

export type { ConfirmRequest };

/** The shared confirmation with the admin remote's buttons. */
export function ConfirmDialog({ request, onClose }: { request: ConfirmRequest; onClose: () => void }) {
  return (
    <SharedConfirmDialog
      request={request}
      onClose={onClose}
      buttonClasses={{ cancel: buttons.button, confirm: buttons.danger }}
    />
  );
}
