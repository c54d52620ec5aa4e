import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { isTemplateCategory, TEMPLATE_CATEGORIES } from '@bento/core';
import {
  errorMessage,
  selectProject,
  TEMPLATE_DESCRIPTION_MAX,
  TEMPLATE_TITLE_MAX,
  templatesApi,
  useAppDispatch,
  useAppSelector,
  type DesignSummary,
} from '@bento/store';
import { Dialog } from '@bento/ui';
import { dialogFormStyles as styles, FormActions, FormMessages } from '@bento/ui/dialogForm';
import { saveNow } from '../autosave/saveNow';
import { SUBMIT_TEXTS, submitProblem } from './submitTexts';

export interface SubmitTemplateDialogProps {
  design: DesignSummary;
  onClose: () => void;
}

/**
 * Submits one of the user's designs to the templates gallery (POST /templates/submissions): title (1–100),
 * category, optional description (≤ 500, with a counter). The API copies the design's stored document, so the
 * current design's unsaved changes are saved first. The API's limits and messages are shown as it words them.
 */
export function SubmitTemplateDialog({ design, onClose }: SubmitTemplateDialogProps) {
  const dispatch = useAppDispatch();
  const project = useAppSelector(selectProject);
  const id = useId();
  const [title, setTitle] = useState(design.title.trim().slice(0, TEMPLATE_TITLE_MAX));
  const [category, setCategory] = useState('');
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<string | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (submitted) closeButton.current?.focus();
  }, [submitted]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = submitProblem({ title, category, description });
    setError(problem);
    if (problem || !isTemplateCategory(category)) return;
    setBusy(true);
    try {
      if (project.currentDesignId === design.id && project.hasUnsavedChanges) {
        if (!(await dispatch(saveNow()))) {
          setError(SUBMIT_TEXTS.saveFirstFailed);
          return;
        }
      }
      const submission = await templatesApi.submit({
        designId: design.id,
        title: title.trim(),
        category,
        description: description.trim() || null,
      });
      setSubmitted(submission.title);
    } catch (failure) {
      setError(errorMessage(failure, SUBMIT_TEXTS.failed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title={SUBMIT_TEXTS.title} onClose={onClose}>
      {submitted !== null ? (
        <div className={styles.form}>
          <FormMessages success={SUBMIT_TEXTS.submitted(submitted)} />
          <div className={styles.actions}>
            <button ref={closeButton} type="button" className={styles.primary} onClick={onClose}>
              {SUBMIT_TEXTS.close}
            </button>
          </div>
        </div>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <p className={styles.hint}>{SUBMIT_TEXTS.intro}</p>
          <label className={styles.field}>
            <span className={styles.label}>{SUBMIT_TEXTS.titleLabel}</span>
            <input
              type="text"
              value={title}
              maxLength={TEMPLATE_TITLE_MAX}
              onChange={(event) => setTitle(event.target.value)}
            />
          </label>
          <label className={styles.field}>
            <span className={styles.label}>{SUBMIT_TEXTS.categoryLabel}</span>
            <select value={category} onChange={(event) => setCategory(event.target.value)}>
              <option value="">{SUBMIT_TEXTS.chooseCategory}</option>
              {TEMPLATE_CATEGORIES.map((each) => (
                <option key={each} value={each}>
                  {each}
                </option>
              ))}
            </select>
          </label>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-description`}>
              {SUBMIT_TEXTS.descriptionLabel}
            </label>
            <textarea
              id={`${id}-description`}
              rows={3}
              value={description}
              maxLength={TEMPLATE_DESCRIPTION_MAX}
              aria-describedby={`${id}-count`}
              onChange={(event) => setDescription(event.target.value)}
            />
            <p id={`${id}-count`} className={styles.hint}>
              {SUBMIT_TEXTS.count(description.length)}
            </p>
          </div>
          <FormMessages error={error} />
          <FormActions
            onCancel={onClose}
            cancelLabel={SUBMIT_TEXTS.cancel}
            submitLabel={busy ? SUBMIT_TEXTS.submitting : SUBMIT_TEXTS.submit}
            submitDisabled={busy}
          />
        </form>
      )}
    </Dialog>
  );
}
