import { selectCurrentDesignId, useAppDispatch, useAppSelector } from '@bento/store';
import { choiceDialogClosed, selectAutoSave } from '../autosave/autoSaveSlice';
import { selectDesigns } from '../designs/accountQueries';
import { ConflictDialog } from './ConflictDialog';
import { HeldWorkDialog } from './HeldWorkDialog';

/** The choice auto-save is waiting for, when its dialog is open (auto-save opens it; the pill's Retry reopens it). */
export function ChoiceDialogs() {
  const dispatch = useAppDispatch();
  const { dialog, conflict } = useAppSelector(selectAutoSave);
  const currentId = useAppSelector(selectCurrentDesignId);
  const designs = useAppSelector(selectDesigns);
  const close = () => dispatch(choiceDialogClosed());
  if (dialog === 'conflict' && conflict && conflict.designId === currentId) {
    const title = designs.find((design) => design.id === conflict.designId)?.title ?? '';
    return <ConflictDialog designTitle={title} onClose={close} />;
  }
  if (dialog === 'heldWork') return <HeldWorkDialog onClose={close} />;
  return null;
}
