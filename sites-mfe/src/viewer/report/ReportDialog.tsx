import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { errorMessage, getApiClient } from '@bento/store';
import {
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  REPORT_TEXTS,
  reportBody,
  reportPath,
  type ReportReason,
} from './reportTexts';
import { ModalFrame } from './ModalFrame';
import styles from './ReportDialog.module.css';

export interface ReportDialogProps {
  slug: string;
  /** Closed, the dialog is in the markup, hidden (the server-rendered page's script opens it). */
  open: boolean;
  /** Cancel, Close or Escape; the caller puts focus back where the dialog was opened from. */
  onClose: () => void;
}

/**
 * 'Report this site': a modal dialog with the reason, optional details (with a counter) and Send, which posts the
 * report (no account needed). Its markup carries data-report-* hooks: the server-rendered page's script
 * (sites-mfe/src/enhance/reportDialog.ts) wires the same markup without React. Mount it with a new key each time it
 * opens, so every report starts empty.
 */
export function ReportDialog({ slug, open, onClose }: ReportDialogProps) {
  const detailsId = useId();
  const countId = useId();
  const root = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (open) root.current?.querySelector<HTMLElement>('input')?.focus();
  }, [open]);
  useEffect(() => {
    if (sent) closeButton.current?.focus();
  }, [sent]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!reason) {
      setError(REPORT_TEXTS.chooseReason);
      root.current?.querySelector<HTMLElement>('input')?.focus();
      return;
    }
    setSending(true);
    setError('');
    try {
      await getApiClient().post(reportPath(slug), reportBody(reason, details));
      setSent(true);
    } catch (failure) {
      // The API's own message (429 'Too many reports…', 404, 451), or the network's wording.
      setError(errorMessage(failure, REPORT_TEXTS.failed));
    } finally {
      setSending(false);
    }
  };

  return (
    <ModalFrame
      open={open}
      onClose={onClose}
      title={REPORT_TEXTS.title}
      intro={REPORT_TEXTS.intro}
      hook="data-report-dialog"
      dialogRef={root}
    >
      <form className={styles.form} hidden={sent} noValidate onSubmit={submit} data-report-form="">
        <fieldset className={styles.reasons}>
          <legend className={styles.label}>{REPORT_TEXTS.reason}</legend>
          {REPORT_REASONS.map((item) => (
            <label key={item.value} className={styles.reason}>
              <input
                type="radio"
                name="reason"
                value={item.value}
                checked={reason === item.value}
                onChange={() => setReason(item.value)}
              />
              {item.label}
            </label>
          ))}
        </fieldset>
        <label htmlFor={detailsId} className={styles.label}>
          {REPORT_TEXTS.details}
        </label>
        <textarea
          id={detailsId}
          className={styles.details}
          name="details"
          rows={4}
          maxLength={REPORT_DETAILS_MAX}
          aria-describedby={countId}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
        />
        <p id={countId} className={styles.count} data-report-count="">
          {REPORT_TEXTS.count(details.length)}
        </p>
        <p className={styles.error} role="alert" data-report-error="">
          {error}
        </p>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={onClose} data-report-close="">
            {REPORT_TEXTS.cancel}
          </button>
          <button type="submit" className={styles.primary} disabled={sending} data-report-send="">
            {sending ? REPORT_TEXTS.sending : REPORT_TEXTS.send}
          </button>
        </div>
      </form>
      <p className={styles.sent} role="status" data-report-status="">
        {sent ? REPORT_TEXTS.sent : ''}
      </p>
      <div className={styles.actions} hidden={!sent} data-report-done="">
        <button
          ref={closeButton}
          type="button"
          className={styles.primary}
          onClick={onClose}
          data-report-close=""
        >
          {REPORT_TEXTS.close}
        </button>
      </div>
    </ModalFrame>
  );
}
