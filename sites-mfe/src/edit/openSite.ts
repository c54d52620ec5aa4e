// What /{slug}/edit puts in the editor, by who is looking (accounts-and-sites.md §4 'Viewer and edit screen', §6):
// the owner gets the linked design, a signed-in non-owner a personal copy (reused when it exists), an anonymous
// visitor the site. Whoever it is, their fresh local draft of the site wins (edits not yet saved anywhere else).
// Every call goes through the shared API client.
import { toValidGridData, type GridData } from '@bento/core';
import { getApiClient, isApiError, type ApiClient } from '@bento/store';
import type { PublicSite } from '../viewer/siteTypes';
import { findCopy, type CopyCandidate } from './copyDetection';
import { copyTitle, NO_GRID_DATA_MESSAGE } from './editTexts';
import { readSiteDraft, type DraftOwner } from './siteDraft';

export type EditRole = 'owner' | 'nonOwner' | 'anonymous';

export interface OpenedSite {
  role: EditRole;
  grid: GridData;
  /** The published site's own document. */
  siteGrid: GridData;
  /** The design that becomes current (null: none); undefined leaves the current design alone. */
  designId?: string | null;
  /** The owner's design revision the document is (the next save's If-Match), when the server said it. */
  revision?: number;
  /** A failure the user should hear about (the copy could not be made); the site still opens. */
  notice?: string;
  /** The document is the user's local draft, which differs from the saved design: it still needs saving. */
  fromDraft?: boolean;
}

export type OpenResult = OpenedSite | { error: typeof NO_GRID_DATA_MESSAGE };

const designPath = (id: string) => `/designs/${encodeURIComponent(id)}`;

async function openAsOwner(site: PublicSite, siteGrid: GridData, client: ApiClient): Promise<OpenedSite> {
  if (!site.designId) return { role: 'owner', grid: siteGrid, siteGrid, designId: null };
  try {
    const design = await client.get<{ gridData?: unknown; revision?: unknown }>(designPath(site.designId));
    const grid = toValidGridData(design?.gridData);
    const revision = Number.isInteger(design?.revision) ? (design.revision as number) : undefined;
    if (grid) return { role: 'owner', grid, siteGrid, designId: site.designId, revision };
  } catch {
    // Loading a design by id that fails is silently ignored (§8): the site's own document opens instead.
  }
  return { role: 'owner', grid: siteGrid, siteGrid, designId: null };
}

async function findOrCreateCopy(
  site: PublicSite,
  siteGrid: GridData,
  client: ApiClient,
): Promise<{ id: string; grid: GridData }> {
  const title = copyTitle(site.siteTitle);
  const { items } = await client.get<{ items: CopyCandidate[] }>('/designs?include=gridData');
  const copy = findCopy(items, siteGrid, title);
  const copyGrid = copy ? toValidGridData(copy.gridData) : null;
  if (copy && copyGrid) return { id: copy.id, grid: copyGrid };
  const created = await client.post<{ id: string }>('/designs', { gridData: siteGrid, title });
  return { id: created.id, grid: siteGrid };
}

// One copy lookup per user and site at a time: a second mount while the first is under way (a remount, React's
// strict mode) shares it instead of creating a second copy.
const copiesUnderWay = new Map<string, Promise<{ id: string; grid: GridData }>>();

async function openAsNonOwner(
  site: PublicSite,
  siteGrid: GridData,
  userId: string,
  client: ApiClient,
): Promise<OpenedSite> {
  const key = `${userId}\n${site.id ?? site.slug}`;
  let pending = copiesUnderWay.get(key);
  if (!pending) {
    pending = findOrCreateCopy(site, siteGrid, client);
    copiesUnderWay.set(key, pending);
    void pending.then(
      () => copiesUnderWay.delete(key),
      () => copiesUnderWay.delete(key),
    );
  }
  try {
    const copy = await pending;
    return { role: 'nonOwner', grid: copy.grid, siteGrid, designId: copy.id };
  } catch (error) {
    // No copy (the design limit, a network failure): the site still opens, with no design to save into.
    const notice = isApiError(error) && error.message ? error.message : undefined;
    return { role: 'nonOwner', grid: siteGrid, siteGrid, designId: null, notice };
  }
}

/** `opened` with the user's fresh draft of the site instead, when there is one that differs. */
function withDraft(opened: OpenedSite, slug: string, owner: DraftOwner): OpenedSite {
  const draft = readSiteDraft(slug, owner);
  if (!draft || JSON.stringify(draft) === JSON.stringify(opened.grid)) return opened;
  return { ...opened, grid: draft, fromDraft: true };
}

/** The document to edit and the design behind it, for `userId` (null: signed out). */
export async function openSiteForEditing(
  site: PublicSite,
  userId: string | null,
  client: ApiClient = getApiClient(),
): Promise<OpenResult> {
  const siteGrid = toValidGridData(site.gridData);
  if (!siteGrid) return { error: NO_GRID_DATA_MESSAGE };
  if (userId === null) return withDraft({ role: 'anonymous', grid: siteGrid, siteGrid }, site.slug, null);
  const opened =
    userId === site.userId
      ? await openAsOwner(site, siteGrid, client)
      : await openAsNonOwner(site, siteGrid, userId, client);
  return withDraft(opened, site.slug, userId);
}
