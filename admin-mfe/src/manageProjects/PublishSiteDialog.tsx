// Publish a design as a new site from the table. The accounts remote's publish dialog is not on this page (its
// flow lives in the designs sidebar on '/', and it publishes the editor's document); this compact form publishes
// the design's stored document with the same rules (@bento/core normalizeSlug, firstPublishProblem) and texts.
import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  firstPublishProblem,
  isSubmitDisabled,
  MAX_PUBLISHED_SITES,
  normalizeSlug,
  PUBLISH_DIALOG_CLOSE_MS,
  PUBLISH_TEXTS,
  siteAddress,
  slugFromTitle,
  type PublishForm,
} from '@bento/core';
import {
  designsApi,
  designsChanged,
  getAuthAdapter,
  isSiteLimitError,
  publishErrorMessage,
  useAppDispatch,
} from '@bento/store';
import { Dialog } from '@bento/ui';
import buttons from '../common/buttons.module.css';
import styles from '../common/Dialogs.module.css';

async function hasToken(): Promise<boolean> {
  try {
    return Boolean(await getAuthAdapter().getToken());
  } catch {
    return false;
  }
}

export interface PublishSiteDialogProps {
  design: { id: string; title: string };
  /** The user's sites, published or hidden (the 5-site limit counts them all). */
  siteCount: number;
  onPublished: () => void;
  onClose: () => void;
}

export function PublishSiteDialog({ design, siteCount, onPublished, onClose }: PublishSiteDialogProps) {
  const dispatch = useAppDispatch();
  const id = useId();
  const [siteTitle, setSiteTitle] = useState(design.title);
  const [slug, setSlug] = useState(slugFromTitle(design.title));
  const [slugEdited, setSlugEdited] = useState(false);
  const [description, setDescription] = useState('');
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [limitHit, setLimitHit] = useState(false);
  const form: PublishForm = { mode: 'new', siteTitle, slug, acceptedTerms, replaceSiteId: null };
  const atLimit = limitHit || siteCount >= MAX_PUBLISHED_SITES;

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(onClose, PUBLISH_DIALOG_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [success, onClose]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || success) return;
    setError(null);
    const problem = firstPublishProblem(form, { designSaved: true, hasToken: await hasToken() });
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    try {
      await designsApi.publish(design.id, {
        siteTitle: siteTitle.trim(),
        siteDescription: description.trim() || null,
        slug,
      });
      setSuccess(PUBLISH_TEXTS.published);
      dispatch(designsChanged());
      onPublished();
    } catch (failure) {
      if (isSiteLimitError(failure)) setLimitHit(true);
      setError(publishErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title="Publish site" onClose={onClose}>
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
        {atLimit && (
          <p className={styles.warning} role="alert">
            {PUBLISH_TEXTS.siteLimit} Unpublish one here, or replace one from the editor’s Publish dialog.
          </p>
        )}
        <label className={styles.field}>
          <span className={styles.label}>Site title</span>
          <input
            type="text"
            value={siteTitle}
            onChange={(event) => {
              setSiteTitle(event.target.value);
              if (!slugEdited) setSlug(slugFromTitle(event.target.value));
            }}
          />
        </label>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-slug`}>
            URL slug
          </label>
          <input
            id={`${id}-slug`}
            type="text"
            value={slug}
            aria-describedby={`${id}-slug-hint`}
            onChange={(event) => {
              setSlugEdited(true);
              setSlug(normalizeSlug(event.target.value));
            }}
          />
          <p id={`${id}-slug-hint`} className={styles.hint}>
            {PUBLISH_TEXTS.slugHint}
            {slug && (
              <>
                <br />
                Your site will be at {siteAddress(slug, window.location.origin)}
              </>
            )}
          </p>
        </div>
        <label className={styles.field}>
          <span className={styles.label}>Description (optional)</span>
          <textarea rows={2} value={description} onChange={(event) => setDescription(event.target.value)} />
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={acceptedTerms}
            onChange={(event) => setAcceptedTerms(event.target.checked)}
          />
          <span>
            I accept the{' '}
            <a href="/terms-of-service" target="_blank" rel="noreferrer">
              terms and conditions
            </a>
          </span>
        </label>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        {success && (
          <p className={styles.success} role="status">
            {success}
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className={buttons.button} onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            className={buttons.primary}
            disabled={isSubmitDisabled(form, busy) || success !== null}
          >
            {busy ? 'Publishing...' : 'Publish'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
