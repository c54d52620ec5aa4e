// Publish a design as a new site from the table. The accounts remote's publish dialog is not on this page (its
// flow lives in the designs sidebar on '/', and it publishes the editor's document); this compact form publishes
// the design's stored document with the same fields (@bento/ui/publish), rules and submission
// (@bento/store usePublishSubmission) and texts.
import { useState, type FormEvent } from 'react';
import {
  isSubmitDisabled,
  MAX_PUBLISHED_SITES,
  normalizeSlug,
  PUBLISH_TEXTS,
  slugFromTitle,
  type PublishForm,
} from '@bento/core';
import { designsApi, usePublishSubmission } from '@bento/store';
import { Dialog } from '@bento/ui';
import { dialogFormStyles as styles, FormActions, FormMessages } from '@bento/ui/dialogForm';
import { AcceptTermsField, SiteDescriptionField, SiteSlugField, SiteTitleField } from '@bento/ui/publish';
import buttons from '../common/buttons.module.css';

export interface PublishSiteDialogProps {
  design: { id: string; title: string };
  /** The user's sites, published or hidden (the 5-site limit counts them all). */
  siteCount: number;
  onPublished: () => void;
  onClose: () => void;
}

export function PublishSiteDialog({ design, siteCount, onPublished, onClose }: PublishSiteDialogProps) {
  const [siteTitle, setSiteTitle] = useState(design.title);
  const [slug, setSlug] = useState(slugFromTitle(design.title));
  const [slugEdited, setSlugEdited] = useState(false);
  const [description, setDescription] = useState('');
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const { busy, error, success, limitHit, submit: publish } = usePublishSubmission(onClose);
  const form: PublishForm = { mode: 'new', siteTitle, slug, acceptedTerms, replaceSiteId: null };
  const atLimit = limitHit || siteCount >= MAX_PUBLISHED_SITES;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const published = await publish(form, true, async () => {
      await designsApi.publish(design.id, {
        siteTitle: siteTitle.trim(),
        siteDescription: description.trim() || null,
        slug,
      });
      return PUBLISH_TEXTS.published;
    });
    if (published) onPublished();
  };

  return (
    <Dialog title="Publish site" onClose={onClose}>
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
        {atLimit && (
          <p className={styles.warning} role="alert">
            {PUBLISH_TEXTS.siteLimit} Unpublish one here, or replace one from the editor’s Publish dialog.
          </p>
        )}
        <SiteTitleField
          value={siteTitle}
          onChange={(text) => {
            setSiteTitle(text);
            if (!slugEdited) setSlug(slugFromTitle(text));
          }}
        />
        <SiteSlugField
          value={slug}
          onChange={(text) => {
            setSlugEdited(true);
            setSlug(normalizeSlug(text));
          }}
        />
        <SiteDescriptionField value={description} onChange={setDescription} />
        <AcceptTermsField checked={acceptedTerms} onChange={setAcceptedTerms} />
        <FormMessages error={error} success={success} />
        <FormActions
          onCancel={onClose}
          submitLabel={busy ? 'Publishing...' : 'Publish'}
          submitDisabled={isSubmitDisabled(form, busy) || success !== null}
          buttonClasses={{ cancel: buttons.button, submit: buttons.primary }}
        />
      </form>
    </Dialog>
  );
}
