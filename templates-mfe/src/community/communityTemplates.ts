// Community templates (issue 14): designs users submitted and an administrator approved, listed by GET /templates
// (docs/api.md) beside the starter catalogue. In the gallery they are templates like the others, marked 'Community'
// with their author's name.
import { isTemplateCategory } from '@bento/core';
import type { CommunityTemplate } from '@bento/store';
import type { TemplateEntry } from '../catalog/catalog';

/** A template of the gallery: a starter design, or a community one (with who made it). */
export interface GalleryTemplate extends TemplateEntry {
  /** Set for a community template; its author's name is null when the API does not know it. */
  community?: { authorName: string | null };
}

export const COMMUNITY_TEXTS = {
  badge: 'Community',
  author: (name: string | null) => (name ? `by ${name}` : 'by a community member'),
  previewNote: (name: string | null) =>
    `A community template ${name ? `by ${name}` : 'by a community member'}.`,
  loading: 'Loading community templates…',
  loadMore: 'Load more community templates',
  loadingMore: 'Loading…',
  failed: "Community templates couldn't be loaded.",
  retry: 'Try again',
} as const;

/**
 * A community template as a gallery entry: its own id space (never a starter's), searchable by its author's name
 * and the word 'community'. Null for a category the gallery does not know.
 */
export function communityEntry(template: CommunityTemplate): GalleryTemplate | null {
  if (!isTemplateCategory(template.category)) return null;
  return {
    id: `community-${template.id}`,
    title: template.title,
    category: template.category,
    description: template.description ?? '',
    tags: ['community', ...(template.authorName ? [template.authorName] : [])],
    document: template.gridData,
    community: { authorName: template.authorName },
  };
}
