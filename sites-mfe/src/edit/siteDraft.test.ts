import {
  ACCOUNT_OWNER_KEY,
  createDefaultGridData,
  LOCAL_DRAFT_EXPIRY_MS,
  siteDraftKey,
  STORAGE_KEY_PREFIX,
} from '@bento/core';
import { clearSiteDraft, freshDraft, readSiteDraft, writeSiteDraft } from './siteDraft';

const NOW = Date.UTC(2025, 4, 17, 12);
const grid = createDefaultGridData('draft-box');

describe('freshDraft (used only if under 24 hours old)', () => {
  const stored = (savedAt: unknown, gridData: unknown = grid) => JSON.stringify({ savedAt, gridData });

  it('uses a draft saved a moment ago or just under 24 hours ago', () => {
    expect(freshDraft(stored(NOW - 1000), NOW)?.boxes.map((box) => box.id)).toEqual(['draft-box']);
    expect(freshDraft(stored(NOW - LOCAL_DRAFT_EXPIRY_MS + 1), NOW)).not.toBeNull();
  });

  it('ignores a draft 24 hours old or older', () => {
    expect(LOCAL_DRAFT_EXPIRY_MS).toBe(24 * 60 * 60 * 1000);
    expect(freshDraft(stored(NOW - LOCAL_DRAFT_EXPIRY_MS), NOW)).toBeNull();
    expect(freshDraft(stored(NOW - 3 * LOCAL_DRAFT_EXPIRY_MS), NOW)).toBeNull();
  });

  it('reads an ISO date as savedAt too', () => {
    expect(freshDraft(stored(new Date(NOW - 60_000).toISOString()), NOW)).not.toBeNull();
    expect(freshDraft(stored(new Date(NOW - LOCAL_DRAFT_EXPIRY_MS - 1).toISOString()), NOW)).toBeNull();
  });

  it('ignores anything unreadable', () => {
    expect(freshDraft(null, NOW)).toBeNull();
    expect(freshDraft('{not json', NOW)).toBeNull();
    expect(freshDraft('"text"', NOW)).toBeNull();
    expect(freshDraft(stored('yesterday-ish'), NOW)).toBeNull();
    expect(freshDraft(stored(undefined), NOW)).toBeNull();
    expect(freshDraft(stored(NOW, { boxes: 'none' }), NOW)).toBeNull();
  });
});

describe('the stored draft', () => {
  afterEach(() => window.localStorage.clear());

  it("is kept per slug under a key beginning with the product's prefix", () => {
    expect(siteDraftKey('ada')).toBe(`${STORAGE_KEY_PREFIX}site-draft-ada`);
    expect(siteDraftKey('ada').startsWith('bento-')).toBe(true);
    writeSiteDraft('ada', grid, null, NOW);
    expect(JSON.parse(window.localStorage.getItem('bento-site-draft-ada') ?? '{}')).toEqual({
      savedAt: NOW,
      gridData: grid,
    });
    expect(readSiteDraft('ada', null, NOW + 1000)?.boxes[0]?.id).toBe('draft-box');
    expect(readSiteDraft('other', null, NOW)).toBeNull();
  });

  it('a stale draft is dropped when read', () => {
    writeSiteDraft('ada', grid, null, NOW - LOCAL_DRAFT_EXPIRY_MS);
    expect(readSiteDraft('ada', null, NOW)).toBeNull();
    expect(window.localStorage.getItem(siteDraftKey('ada'))).toBeNull();
  });

  it("keeps a signed-in user's draft with the account keys, apart from the anonymous one", () => {
    window.localStorage.setItem(ACCOUNT_OWNER_KEY, 'u1');
    writeSiteDraft('ada', grid, 'u1', NOW);
    expect(window.localStorage.getItem('bento-account-site-draft-ada')).not.toBeNull();
    expect(readSiteDraft('ada', null, NOW)).toBeNull();
    expect(readSiteDraft('ada', 'u1', NOW)).not.toBeNull();
    // Account keys that are not this user's are neither read nor written.
    expect(readSiteDraft('ada', 'u2', NOW)).toBeNull();
    writeSiteDraft('other', grid, 'u2', NOW);
    expect(window.localStorage.getItem('bento-account-site-draft-other')).toBeNull();
    clearSiteDraft('ada', 'u1');
    expect(readSiteDraft('ada', 'u1', NOW)).toBeNull();
  });
});
