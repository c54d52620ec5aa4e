import { useEffect, useState, type FormEvent } from 'react';
import {
  designsChanged,
  getAuthAdapter,
  isSiteLimitError,
  publishErrorMessage,
  selectCurrentDesignId,
  selectGridData,
  useAppDispatch,
  useAppStore,
  type SiteListItem,
} from '@bento/store';
import { Dialog } from '@bento/ui';
import {
  firstPublishProblem,
  isSubmitDisabled,
  MAX_PUBLISHED_SITES,
  PUBLISH_DIALOG_CLOSE_MS,
  PUBLISH_TEXTS,
} from '@bento/core';
import { accountQueries } from '../designs/accountQueries';
import type { PublishDialogRequest } from './flowRequests';
import { PublishFields, PublishModeSwitch } from './PublishFields';
import { fetchSiteDescription } from './siteDetails';
import { submitPublish } from './submitPublish';
import { usePublishForm } from './usePublishForm';
import styles from './PublishDialog.module.css';

const SUBMIT_LABELS = { new: 'Publish', republish: 'Update site', replace: 'Replace site' };

async function hasToken(): Promise<boolean> {
  try {
    return Boolean(await getAuthAdapter().getToken());
  } catch {
    return false;
  }
}

/** The publish dialog (accounts-and-sites.md §2, §4, §5): new, republish and replace modes. */
export function PublishDialog({ request, onClose }: { request: PublishDialogRequest; onClose: () => void }) {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const form = usePublishForm(request);
  const { setDescription } = form;
  const sitesQuery = accountQueries.useListSitesQuery();
  // A list that cannot be read offers no site to replace (the dialog still publishes).
  const sites: SiteListItem[] | null = sitesQuery.data ?? (sitesQuery.isError ? [] : null);
  const [limitHit, setLimitHit] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  const site = request.site;
  const knownDescription = site?.siteDescription;
  const [readingDescription, setReadingDescription] = useState(
    Boolean(site?.published) && knownDescription === undefined,
  );
  useEffect(() => {
    if (knownDescription !== undefined) {
      setDescription((current) => current ?? knownDescription ?? '');
      return;
    }
    if (!site?.published) return;
    let live = true;
    void fetchSiteDescription(site.slug).then((text) => {
      if (!live) return;
      if (text !== null) setDescription((current) => current ?? text);
      setReadingDescription(false);
    });
    return () => {
      live = false;
    };
  }, [site, knownDescription, setDescription]);

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(onClose, PUBLISH_DIALOG_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [success, onClose]);

  const atLimit = form.mode === 'new' && (limitHit || (sites?.length ?? 0) >= MAX_PUBLISHED_SITES);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || success) return;
    setError(null);
    const state = store.getState();
    const currentDesignId = selectCurrentDesignId(state);
    const designId = request.designId ?? currentDesignId;
    const problem = firstPublishProblem(form, { designSaved: Boolean(designId), hasToken: await hasToken() });
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    try {
      const result = await submitPublish({
        mode: form.mode,
        designId,
        siteTitle: form.siteTitle,
        slug: form.slug,
        siteDescription: form.description,
        siteId: form.mode === 'replace' ? form.replaceSiteId : (site?.id ?? null),
        currentDocument: request.useCurrentDocument ? selectGridData(state) : null,
      });
      setSuccess(result.message);
      dispatch(designsChanged());
    } catch (failure) {
      if (isSiteLimitError(failure)) setLimitHit(true);
      setError(publishErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title="Publish site" onClose={onClose}>
      <form
        className={styles.form}
        onSubmit={submit}
        noValidate
        aria-busy={sites === null || readingDescription || busy}
      >
        <PublishModeSwitch form={form} canRepublish={site !== null} />
        {atLimit && (
          <div className={styles.warning} role="alert">
            <p>{PUBLISH_TEXTS.siteLimit}</p>
            <button type="button" className={styles.button} onClick={() => form.switchMode('replace')}>
              Replace an existing site
            </button>
          </div>
        )}
        <PublishFields form={form} sites={sites} />
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
          <button type="button" className={styles.button} onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            className={styles.primary}
            disabled={isSubmitDisabled(form, busy) || success !== null}
          >
            {busy ? 'Publishing...' : SUBMIT_LABELS[form.mode]}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
