import { useId } from 'react';
import type { SiteListItem } from '@bento/store';
import { PUBLISH_TEXTS, siteAddress } from '@bento/core';
import type { PublishFormState } from './usePublishForm';
import styles from './PublishDialog.module.css';

const MODE_LABELS = {
  republish: 'Update this site',
  new: 'Publish as a new site',
  replace: 'Replace a site',
};

export function PublishModeSwitch({ form, canRepublish }: { form: PublishFormState; canRepublish: boolean }) {
  const name = useId();
  const modes = canRepublish ? (['republish', 'new', 'replace'] as const) : (['new', 'replace'] as const);
  return (
    <fieldset className={styles.modes}>
      <legend>Publish as</legend>
      {modes.map((mode) => (
        <label key={mode} className={styles.mode}>
          <input
            type="radio"
            name={name}
            checked={form.mode === mode}
            onChange={() => form.switchMode(mode)}
          />
          {MODE_LABELS[mode]}
        </label>
      ))}
    </fieldset>
  );
}

/** Site title, URL slug (with the resulting address), optional description, and the site to replace. */
export function PublishFields({ form, sites }: { form: PublishFormState; sites: SiteListItem[] | null }) {
  const id = useId();
  return (
    <>
      {form.mode === 'replace' && (
        <label className={styles.field}>
          <span className={styles.label}>Site to replace</span>
          <select
            value={form.replaceSiteId ?? ''}
            onChange={(event) => form.setReplaceSiteId(event.target.value || null)}
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
      <label className={styles.field}>
        <span className={styles.label}>Site title</span>
        <input
          type="text"
          value={form.siteTitle}
          onChange={(event) => form.changeTitle(event.target.value)}
        />
      </label>
      {form.mode !== 'replace' && (
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-slug`}>
            URL slug
          </label>
          <input
            id={`${id}-slug`}
            type="text"
            value={form.slug}
            readOnly={form.mode === 'republish'}
            aria-describedby={`${id}-slug-hint`}
            onChange={(event) => form.changeSlug(event.target.value)}
          />
          <p id={`${id}-slug-hint`} className={styles.hint}>
            {PUBLISH_TEXTS.slugHint}
            {form.slug && (
              <>
                <br />
                Your site will be at {siteAddress(form.slug, window.location.origin)}
              </>
            )}
          </p>
        </div>
      )}
      <label className={styles.field}>
        <span className={styles.label}>Description (optional)</span>
        <textarea
          rows={2}
          value={form.description ?? ''}
          onChange={(event) => form.setDescription(event.target.value)}
        />
      </label>
      {form.mode === 'new' && (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={form.acceptedTerms}
            onChange={(event) => form.setAcceptedTerms(event.target.checked)}
          />
          <span>
            I accept the{' '}
            <a href="/terms-of-service" target="_blank" rel="noreferrer">
              terms and conditions
            </a>
          </span>
        </label>
      )}
    </>
  );
}
