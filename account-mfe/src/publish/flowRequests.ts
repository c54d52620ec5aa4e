import type { PublishMode } from '@bento/core';

export interface SiteRef {
  id: string;
  slug: string;
  siteTitle: string;
  /** Known when the site came from the designs API; undefined otherwise (read from the public page then). */
  siteDescription?: string | null;
  published: boolean;
  /** Taken down by an administrator (from the designs API): nothing about it can be published or changed. */
  takenDown?: true;
  takedownReason?: string;
}

/** What the publish dialog is opened for. */
export interface PublishDialogRequest {
  kind: 'publish';
  /** Null: the current design, read when the dialog submits. */
  designId: string | null;
  mode: PublishMode;
  /** The site republish mode updates (the design's, or the owned site being edited). */
  site: SiteRef | null;
  /** The design's title: a new site starts with it. Null when unknown. */
  designTitle: string | null;
  /** Publish the document on screen (it is this design's); otherwise the design's stored document. */
  useCurrentDocument: boolean;
}

export interface EditSiteDialogRequest {
  kind: 'editSite';
  designId: string;
  siteId: string;
}

export type FlowRequest = PublishDialogRequest | EditSiteDialogRequest;
