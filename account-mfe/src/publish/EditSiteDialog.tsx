import { useEffect, useState, type FormEvent } from 'react';
import {
  designsApi,
  designsChanged,
  publishErrorMessage,
  toastShown,
  useAppDispatch,
  type Site,
  type SiteFavicon,
  type SiteSearch,
  type SiteUpdate,
} from '@bento/store';
import { Dialog } from '@bento/ui';
import { dialogFormStyles as styles, FormActions, FormMessages } from '@bento/ui/dialogForm';
import { SiteDescriptionField, SiteSlugField, SiteTitleField } from '@bento/ui/publish';
import { normalizeSlug, PUBLISH_TEXTS } from '@bento/core';
import type { EditSiteDialogRequest } from './flowRequests';
import { pageImages } from './search/pageImages';
import { searchDraftOf, searchUpdate, type SearchDraft } from './search/searchDraft';
import { SearchSharingFields } from './search/SearchSharingFields';
import dialogStyles from './EditSiteDialog.module.css';

type Loaded = { site: Site & SiteSearch; images: string[] } | { error: string } | null;

/**
 * Edit Site (accounts-and-sites.md §2): title, description, URL slug and the published flag of one site, and how it
 * shows in search results and when shared (issue 32: search/).
 */
export function EditSiteDialog({
  request,
  onClose,
}: {
  request: EditSiteDialogRequest;
  onClose: () => void;
}) {
  const dispatch = useAppDispatch();
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [siteTitle, setSiteTitle] = useState('');
  const [slug, setSlug] = useState('');
  // Undefined until the site is loaded.
  const [description, setDescription] = useState<string | undefined>(undefined);
  const [published, setPublished] = useState(true);
  const [search, setSearch] = useState<SearchDraft>(() => searchDraftOf({}));
  const [favicon, setFavicon] = useState<SiteFavicon | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    (async () => {
      try {
        const site = await designsApi.getSite(request.designId, request.siteId);
        if (!live) return;
        setSiteTitle(site.siteTitle);
        setSlug(site.slug);
        setPublished(site.published);
        setDescription(site.siteDescription ?? '');
        setSearch(searchDraftOf(site));
        setFavicon(site.favicon);
        setLoaded({ site, images: pageImages(site.gridData) });
      } catch (failure) {
        if (live) setLoaded({ error: publishErrorMessage(failure, PUBLISH_TEXTS.updateSiteFailed) });
      }
    })();
    return () => {
      live = false;
    };
  }, [request.designId, request.siteId]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = !siteTitle.trim()
      ? PUBLISH_TEXTS.titleRequired
      : !slug
        ? PUBLISH_TEXTS.slugRequired
        : null;
    setError(problem);
    if (problem) return;
    const changes: SiteUpdate = { siteTitle: siteTitle.trim(), slug, published, ...searchUpdate(search) };
    if (description !== undefined) changes.siteDescription = description.trim() || null;
    setBusy(true);
    try {
      await designsApi.updateSite(request.designId, request.siteId, changes);
      dispatch(toastShown(PUBLISH_TEXTS.updated, 'success'));
      dispatch(designsChanged());
      onClose();
    } catch (failure) {
      setError(publishErrorMessage(failure, PUBLISH_TEXTS.updateSiteFailed));
      setBusy(false);
    }
  };

  return (
    <Dialog title="Edit site" onClose={onClose}>
      {loaded === null && <p role="status">Loading site...</p>}
      {loaded && 'error' in loaded && <FormMessages error={loaded.error} />}
      {loaded && 'site' in loaded && (
        <form className={styles.form} onSubmit={submit} noValidate>
          <div className={`${styles.form} ${dialogStyles.fields}`}>
            <SiteTitleField value={siteTitle} onChange={setSiteTitle} />
            <SiteDescriptionField label="Description" value={description ?? ''} onChange={setDescription} />
            <SiteSlugField value={slug} onChange={(text) => setSlug(normalizeSlug(text))} />
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={published}
                onChange={(event) => setPublished(event.target.checked)}
              />
              <span>Published (publicly accessible)</span>
            </label>
            <SearchSharingFields
              draft={search}
              onChange={setSearch}
              siteTitle={siteTitle}
              siteDescription={description ?? ''}
              images={loaded.images}
              favicon={{
                designId: request.designId,
                siteId: request.siteId,
                value: favicon,
                onChange: setFavicon,
              }}
            />
          </div>
          <FormMessages error={error} />
          <FormActions
            onCancel={onClose}
            submitLabel={busy ? 'Saving...' : 'Save changes'}
            submitDisabled={busy}
          />
        </form>
      )}
    </Dialog>
  );
}
