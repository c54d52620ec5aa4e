import { PUBLISH_TEXTS, type GridData, type PublishMode } from '@bento/core';
import { designsApi, sitesApi, type Site } from '@bento/store';

export interface PublishSubmission {
  mode: PublishMode;
  designId: string | null;
  siteTitle: string;
  slug: string;
  /** Undefined keeps a site's current description (republish and replace); '' clears it. */
  siteDescription: string | undefined;
  /** Republish: the design's own site. Replace: the chosen site. */
  siteId: string | null;
  /** The document on screen, when it is the one being published; else the design's stored document is used. */
  currentDocument: GridData | null;
}

async function documentToPublish({ currentDocument, designId }: PublishSubmission): Promise<GridData> {
  if (currentDocument) return currentDocument;
  if (!designId) throw new Error('Nothing to publish');
  return (await designsApi.get(designId)).gridData;
}

/** Sends the dialog's submission for its mode; answers the site and the spec's success message. */
export async function submitPublish(submission: PublishSubmission): Promise<{ site: Site; message: string }> {
  const siteTitle = submission.siteTitle.trim();
  const siteDescription = submission.siteDescription?.trim();
  if (submission.mode === 'new') {
    const site = await designsApi.publish(submission.designId ?? '', {
      siteTitle,
      siteDescription: siteDescription || null,
      slug: submission.slug,
      gridData: submission.currentDocument ?? undefined,
    });
    return { site, message: PUBLISH_TEXTS.published };
  }
  const gridData = await documentToPublish(submission);
  const site = await sitesApi.replace(submission.siteId ?? '', {
    siteTitle,
    ...(siteDescription === undefined ? {} : { siteDescription: siteDescription || null }),
    gridData,
    // The replaced site is this design's from now on (its Live badge moves here).
    ...(submission.mode === 'replace' && submission.designId ? { designId: submission.designId } : {}),
  });
  return { site, message: submission.mode === 'replace' ? PUBLISH_TEXTS.replaced : PUBLISH_TEXTS.updated };
}
