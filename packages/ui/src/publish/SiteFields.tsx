// The fields of a published site, as every form that publishes or edits one shows them (the accounts remote's
// publish and Edit Site dialogs, the project table's publish form): the same labels, hint and address.
import { useId } from 'react';
import { PUBLISH_TEXTS, siteAddress } from '@bento/core';
// Through the entry, so the dialog form's styles are one shared module (not a second copy in this entry).
import { dialogFormStyles as styles } from '@bento/ui/dialogForm';

export interface SiteTextFieldProps {
  value: string;
  /** The text as typed: the form decides what to keep (the slug is normalised by the caller). */
  onChange: (value: string) => void;
}

export function SiteTitleField({ value, onChange }: SiteTextFieldProps) {
  return (
    <label className={styles.field}>
      <span className={styles.label}>Site title</span>
      <input type="text" value={value} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}

/** The URL slug, described by its rule and, once there is a slug, by the address the site will have. */
export function SiteSlugField({
  value,
  onChange,
  readOnly = false,
}: SiteTextFieldProps & { readOnly?: boolean }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={`${id}-slug`}>
        URL slug
      </label>
      <input
        id={`${id}-slug`}
        type="text"
        value={value}
        readOnly={readOnly}
        aria-describedby={`${id}-slug-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-slug-hint`} className={styles.hint}>
        {PUBLISH_TEXTS.slugHint}
        {value && (
          <>
            <br />
            Your site will be at {siteAddress(value, window.location.origin)}
          </>
        )}
      </p>
    </div>
  );
}

export function SiteDescriptionField({
  value,
  onChange,
  label = 'Description (optional)',
}: SiteTextFieldProps & { label?: string }) {
  return (
    <label className={styles.field}>
      <span className={styles.label}>{label}</span>
      <textarea rows={2} value={value} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}

/** The check box a new site needs: the terms and conditions, linked (they open in a new tab). */
export function AcceptTermsField({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className={styles.check}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>
        I accept the{' '}
        <a href="/terms-of-service" target="_blank" rel="noreferrer">
          terms and conditions
        </a>
      </span>
    </label>
  );
}
