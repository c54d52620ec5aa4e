import type { SiteListItem } from '@bento/store';
import { dialogFormStyles as styles } from '@bento/ui/dialogForm';
import { AcceptTermsField, SiteDescriptionField, SiteSlugField, SiteTitleField } from '@bento/ui/publish';
import type { PublishFormState } from './usePublishForm';

/** Site title, URL slug (with the resulting address), optional description, and the site to replace. */
export function PublishFields({ form, sites }: { form: PublishFormState; sites: SiteListItem[] | null }) {
  return (
    <>
      {form.mode === 'replace' && (
        <label className={styles.field}>
          <span className={styles.label}>Site to replace</span>
          <select
            value={form.replaceSiteId ?? ''}
            onChange={(event) =>
              form.chooseSiteToReplace(sites?.find((site) => site.id === event.target.value) ?? null)
            }
          >
            <option value="">{sites ? 'Choose a site' : 'Loading your sites...'}</option>
            {sites?.map((site) => (
              <option key={site.id} value={site.id}>
                {site.siteTitle} (/{site.slug})
              </option>
            ))}
          </select>
        </label>
      )}
      <SiteTitleField value={form.siteTitle} onChange={form.changeTitle} />
      {form.mode !== 'replace' && (
        <SiteSlugField value={form.slug} readOnly={form.mode === 'republish'} onChange={form.changeSlug} />
      )}
      <SiteDescriptionField value={form.description ?? ''} onChange={form.setDescription} />
      {form.mode === 'new' && (
        <AcceptTermsField checked={form.acceptedTerms} onChange={form.setAcceptedTerms} />
      )}
    </>
  );
}
