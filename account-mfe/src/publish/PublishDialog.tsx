import { useEffect, useState, type FormEvent } from 'react';
import {
  selectCurrentDesignId,
  selectGridData,
  useAppStore,
  usePublishSubmission,
  type SiteListItem,
} from '@bento/store';
import { Dialog } from '@bento/ui';
import { dialogFormStyles as styles, FormActions, FormMessages } from '@bento/ui/dialogForm';
import { isSubmitDisabled, MAX_PUBLISHED_SITES, PUBLISH_TEXTS } from '@bento/core';
import { ResendVerification } from '../auth/ResendVerification';
import { accountQueries } from '../designs/accountQueries';
import type { PublishDialogRequest } from './flowRequests';
import { PublishFields } from './PublishFields';
import { PublishedSiteLinks } from './PublishedSiteLinks';
import { PublishModeSwitch } from './PublishModeSwitch';
import { fetchSiteDescription } from './siteDetails';
import { submitPublish } from './submitPublish';
import { usePublishForm } from './usePublishForm';

const SUBMIT_LABELS = { new: 'Publish', republish: 'Update site', replace: 'Replace site' };

/** The publish dialog (accounts-and-sites.md §2, §4, §5): new, republish and replace modes. */
export function PublishDialog({ request, onClose }: { request: PublishDialogRequest; onClose: () => void }) {
  const store = useAppStore();
  const form = usePublishForm(request);
  const { setDescription } = form;
  const sitesQuery = accountQueries.useListSitesQuery();
  // A list that cannot be read offers no site to replace (the dialog still publishes).
  const sites: SiteListItem[] | null = sitesQuery.data ?? (sitesQuery.isError ? [] : null);
  const submission = usePublishSubmission(onClose);
  const { busy, error, success, limitHit, needsVerification, keepOpen } = submission;
  const [publishedSlug, setPublishedSlug] = useState<string | null>(null);

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

  // Once published, the fifth site is a success, not a warning.
  const atLimit =
    form.mode === 'new' && !success && (limitHit || (sites?.length ?? 0) >= MAX_PUBLISHED_SITES);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const state = store.getState();
    const designId = request.designId ?? selectCurrentDesignId(state);
    await submission.submit(form, Boolean(designId), async () => {
      const result = await submitPublish({
        mode: form.mode,
        designId,
        siteTitle: form.siteTitle,
        slug: form.slug,
        siteDescription: form.description,
        siteId: form.mode === 'replace' ? form.replaceSiteId : (site?.id ?? null),
        currentDocument: request.useCurrentDocument ? selectGridData(state) : null,
      });
      setPublishedSlug(result.site.slug);
      return result.message;
    });
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
        <FormMessages error={error} success={success} />
        {needsVerification && (
          <div className={styles.warning}>
            <ResendVerification buttonClassName={styles.button} />
          </div>
        )}
        {success && publishedSlug && <PublishedSiteLinks slug={publishedSlug} onEngaged={keepOpen} />}
        <FormActions
          onCancel={onClose}
          cancelLabel={success ? 'Close' : undefined}
          submitLabel={busy ? 'Publishing...' : SUBMIT_LABELS[form.mode]}
          submitDisabled={isSubmitDisabled(form, busy) || success !== null}
        />
      </form>
    </Dialog>
  );
}
