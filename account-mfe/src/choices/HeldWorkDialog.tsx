import { useState } from 'react';
import { displayTitle, exportDocumentJson, MAX_DESIGNS } from '@bento/core';
import { selectGridData, useAppSelector, type DesignSummary } from '@bento/store';
import { Dialog, downloadBlob } from '@bento/ui';
import { dialogFormStyles as form } from '@bento/ui/dialogForm';
import { formatDesignDate } from '../designs/format';
import { useDesignList } from '../sidebar/useDesignListSync';
import { Choice } from './Choice';
import { discardHeldWork, replaceDesignWithHeldWork, saveHeldWorkAsNew } from './choiceThunks';
import { HELD_WORK_TEXTS as TEXTS } from './choiceTexts';
import { useChoiceRun } from './useChoiceRun';
import styles from './Choices.module.css';

const EXPORT_FILE_NAME = 'bento-design.json';
const NO_DESIGNS: DesignSummary[] = [];

function DesignPicker({
  designs,
  chosen,
  onChoose,
}: {
  designs: DesignSummary[];
  chosen: string | null;
  onChoose: (id: string) => void;
}) {
  return (
    <fieldset className={styles.designs}>
      <legend>{TEXTS.replaceLegend}</legend>
      {designs.map((design) => (
        <label key={design.id} className={styles.design}>
          <input
            type="radio"
            name="held-work-replace"
            value={design.id}
            checked={chosen === design.id}
            onChange={() => onChoose(design.id)}
          />
          <span>{displayTitle(design.title)}</span>
          <time dateTime={design.updatedAt}>{formatDesignDate(design.updatedAt)}</time>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Work from before sign-in that the full account (10 designs) could not take: replace one design with it (that
 * design's current version stays in its history), download it, keep working on it here, or, on purpose, discard
 * it. With room made meanwhile it can become a new design. Closing the dialog is 'keep working locally'.
 */
export function HeldWorkDialog({ onClose }: { onClose: () => void }) {
  // Subscribed: the list stays the account's current one while the dialog is open.
  const designs = useDesignList().data ?? NO_DESIGNS;
  const grid = useAppSelector(selectGridData);
  const { busy, message, run } = useChoiceRun();
  const [step, setStep] = useState<'choose' | 'replace' | 'discard'>('choose');
  const [chosen, setChosen] = useState<string | null>(null);
  const [downloaded, setDownloaded] = useState(false);
  const chosenDesign = designs.find((design) => design.id === chosen);
  const hasRoom = designs.length < MAX_DESIGNS;

  const download = () => {
    if (!grid) return;
    downloadBlob(EXPORT_FILE_NAME, new Blob([exportDocumentJson(grid)], { type: 'application/json' }));
    setDownloaded(true);
  };

  return (
    <Dialog title={hasRoom ? TEXTS.roomTitle : TEXTS.title} onClose={onClose}>
      <p className={form.text}>{hasRoom ? TEXTS.roomText : TEXTS.text}</p>
      {step === 'choose' && (
        <ul className={styles.choices}>
          {hasRoom && (
            <Choice
              label={TEXTS.saveAsNew}
              tone="primary"
              disabled={busy}
              onChoose={() => void run(saveHeldWorkAsNew())}
            />
          )}
          <Choice
            label={TEXTS.replace}
            hint={TEXTS.replaceHint}
            disabled={busy || designs.length === 0}
            onChoose={() => setStep('replace')}
          />
          <Choice
            label={TEXTS.download}
            hint={downloaded ? TEXTS.downloaded : TEXTS.downloadHint}
            disabled={!grid}
            onChoose={download}
          />
          <Choice label={TEXTS.keepLocal} hint={TEXTS.keepLocalHint} onChoose={onClose} />
          <Choice label={TEXTS.discard} tone="danger" disabled={busy} onChoose={() => setStep('discard')} />
        </ul>
      )}
      {step === 'replace' && (
        <>
          <DesignPicker designs={designs} chosen={chosen} onChoose={setChosen} />
          <p className={styles.hint}>{TEXTS.replaceHint}</p>
        </>
      )}
      {step === 'discard' && <p className={form.warning}>{TEXTS.discardText}</p>}
      {message && (
        <p role="alert" className={form.error}>
          {message}
        </p>
      )}
      {step !== 'choose' && (
        <div className={form.actions}>
          <button type="button" className={form.button} onClick={() => setStep('choose')}>
            {TEXTS.back}
          </button>
          {step === 'replace' ? (
            <button
              type="button"
              className={form.primary}
              disabled={busy || !chosenDesign}
              onClick={() => chosenDesign && void run(replaceDesignWithHeldWork(chosenDesign.id))}
            >
              {TEXTS.replaceConfirm(chosenDesign ? displayTitle(chosenDesign.title) : null)}
            </button>
          ) : (
            <button
              type="button"
              className={styles.danger}
              disabled={busy}
              onClick={() => void run(discardHeldWork())}
            >
              {TEXTS.discardConfirm}
            </button>
          )}
        </div>
      )}
    </Dialog>
  );
}
