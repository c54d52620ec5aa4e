import { displayTitle } from '@bento/core';
import { Dialog } from '@bento/ui';
import { dialogFormStyles as form } from '@bento/ui/dialogForm';
import { Choice } from './Choice';
import { keepMine, loadNewerVersion, saveMineAsCopy } from './choiceThunks';
import { CONFLICT_TEXTS } from './choiceTexts';
import { useChoiceRun } from './useChoiceRun';
import styles from './Choices.module.css';

/**
 * A save met a newer version of the design, saved from another device or tab (412): load it, keep mine over it
 * (the other stays in Version history), or save mine as a copy. Closing it decides nothing: auto-save waits.
 */
export function ConflictDialog({ designTitle, onClose }: { designTitle: string; onClose: () => void }) {
  const { busy, message, run } = useChoiceRun();
  const title = displayTitle(designTitle);
  return (
    <Dialog title={CONFLICT_TEXTS.title} onClose={onClose}>
      <p className={form.text}>{CONFLICT_TEXTS.text(title)}</p>
      <ul className={styles.choices}>
        <Choice
          label={CONFLICT_TEXTS.loadNewer}
          hint={CONFLICT_TEXTS.loadNewerHint}
          disabled={busy}
          onChoose={() => void run(loadNewerVersion())}
        />
        <Choice
          label={CONFLICT_TEXTS.keepMine}
          hint={CONFLICT_TEXTS.keepMineHint}
          disabled={busy}
          onChoose={() => void run(keepMine())}
        />
        <Choice
          label={CONFLICT_TEXTS.saveCopy}
          hint={CONFLICT_TEXTS.saveCopyHint}
          disabled={busy}
          onChoose={() => void run(saveMineAsCopy())}
        />
      </ul>
      {message && (
        <p role="alert" className={form.error}>
          {message}
        </p>
      )}
      <div className={form.actions}>
        <button type="button" className={form.button} onClick={onClose}>
          {CONFLICT_TEXTS.later}
        </button>
      </div>
    </Dialog>
  );
}
