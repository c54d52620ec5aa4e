// The publish form's submit rules (accounts-and-sites.md §5), shared by every publish form.
import { PUBLISH_TEXTS } from './publishTexts';

/** New site, update the design's own site, or replace another site's content. */
export type PublishMode = 'new' | 'republish' | 'replace';

export interface PublishForm {
  mode: PublishMode;
  siteTitle: string;
  slug: string;
  acceptedTerms: boolean;
  replaceSiteId: string | null;
}

export interface PublishContext {
  /** The design being published exists on the server (it has an id). */
  designSaved: boolean;
  /** A bearer token could be had. */
  hasToken: boolean;
}

/** The publish dialog's submit checks in the spec's order (§5); the first problem's message, or null. */
export function firstPublishProblem(form: PublishForm, context: PublishContext): string | null {
  const isNew = form.mode === 'new';
  if (!form.siteTitle.trim()) return PUBLISH_TEXTS.titleRequired;
  if (isNew && !form.slug) return PUBLISH_TEXTS.slugRequired;
  if (isNew && !form.acceptedTerms) return PUBLISH_TEXTS.termsRequired;
  if (form.mode === 'replace' && !form.replaceSiteId) return PUBLISH_TEXTS.chooseSite;
  if (isNew && !context.designSaved) return PUBLISH_TEXTS.saveFirst;
  if (!context.hasToken) return PUBLISH_TEXTS.signInRequired;
  return null;
}

/** The submit button is disabled while busy, in replace mode without a choice, or in new mode without the terms. */
export function isSubmitDisabled(form: PublishForm, busy: boolean): boolean {
  if (busy) return true;
  if (form.mode === 'replace') return !form.replaceSiteId;
  if (form.mode === 'new') return !form.acceptedTerms;
  return false;
}
