import { useState } from 'react';
import { normalizeSlug, slugFromTitle, type PublishMode } from '@bento/core';
import type { SiteListItem } from '@bento/store';
import type { PublishDialogRequest } from './flowRequests';

/** The title a new site starts with: the site's own in republish mode, else the design's. */
function initialTitle(request: PublishDialogRequest): string {
  if (request.mode === 'republish') return request.site?.siteTitle ?? '';
  return request.designTitle?.trim() ?? '';
}

/** The publish dialog's fields. In new mode the slug follows the title until the user edits the slug. */
export function usePublishForm(request: PublishDialogRequest) {
  const [mode, setMode] = useState<PublishMode>(request.mode);
  const [siteTitle, setSiteTitle] = useState(() => initialTitle(request));
  const [slug, setSlug] = useState(() =>
    request.mode === 'republish' ? (request.site?.slug ?? '') : slugFromTitle(initialTitle(request)),
  );
  const [slugEdited, setSlugEdited] = useState(false);
  // Undefined: not known and not edited (republish and replace keep the site's own).
  const [description, setDescription] = useState<string | undefined>(undefined);
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [replaceSiteId, setReplaceSiteId] = useState<string | null>(null);

  return {
    mode,
    siteTitle,
    slug,
    description,
    acceptedTerms,
    replaceSiteId,
    setAcceptedTerms,
    setDescription,
    /** Replace mode: the chosen site's title and description fill the fields, to keep or change. */
    chooseSiteToReplace(site: SiteListItem | null) {
      setReplaceSiteId(site?.id ?? null);
      if (!site) return;
      setSiteTitle(site.siteTitle);
      setDescription(site.siteDescription ?? '');
    },
    switchMode(next: PublishMode) {
      setMode(next);
      if (next === 'republish') setSlug(request.site?.slug ?? '');
      else if (next === 'new' && !slugEdited) setSlug(slugFromTitle(siteTitle));
    },
    changeTitle(value: string) {
      setSiteTitle(value);
      if (mode === 'new' && !slugEdited) setSlug(slugFromTitle(value));
    },
    changeSlug(value: string) {
      setSlugEdited(true);
      setSlug(normalizeSlug(value));
    },
  };
}

export type PublishFormState = ReturnType<typeof usePublishForm>;
