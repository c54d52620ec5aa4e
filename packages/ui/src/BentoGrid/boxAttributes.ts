// Data attributes and class lists shared by boxes and nested boxes.

import { safeBoxLinkUrl, type BoxStyle } from '@bento/core';

export interface LinkData {
  'data-link-url'?: string;
  'data-link-target'?: '_blank' | '_self';
}

/**
 * A box link as data attributes: the viewer and the preview decide what a click does, the renderer never
 * navigates. The URL goes through core's safeBoxLinkUrl (http, https or mailto only), the target defaults to
 * _blank.
 */
export function linkData(style: BoxStyle | undefined): LinkData {
  const url = safeBoxLinkUrl(style?.linkUrl);
  if (!url) return {};
  return { 'data-link-url': url, 'data-link-target': style?.linkTarget === '_self' ? '_self' : '_blank' };
}

/** Joins class names, skipping empty ones. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
