// Forms inside Dialog: their look, their messages and their buttons. An entry of its own, '@bento/ui/dialogForm':
// only the screens that open such a dialog download it.
export { default as dialogFormStyles } from './DialogForm.module.css';
export { FormMessages, type FormMessagesProps } from './FormMessages';
export { FormActions, type FormActionsProps } from './FormActions';
export { ConfirmDialog, type ConfirmDialogProps, type ConfirmRequest } from './ConfirmDialog';
