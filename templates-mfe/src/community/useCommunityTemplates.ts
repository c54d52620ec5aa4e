import { useCallback, useEffect, useRef, useState } from 'react';
import { COMMUNITY_TEMPLATES_PAGE_SIZE, templatesApi } from '@bento/store';
import type { CategoryFilter } from '../gallery/filterTemplates';
import { communityEntry, type GalleryTemplate } from './communityTemplates';

interface CategoryList {
  items: GalleryTemplate[];
  /** The last page read (0: none yet). */
  page: number;
  pageSize: number;
  total: number;
  status: 'loading' | 'ready' | 'failed';
}

const EMPTY: CategoryList = {
  items: [],
  page: 0,
  pageSize: COMMUNITY_TEMPLATES_PAGE_SIZE,
  total: 0,
  status: 'ready',
};

export interface CommunityTemplates {
  /** The community templates read so far for the category, most recently approved first. */
  templates: GalleryTemplate[];
  /** The first page is on its way. */
  loading: boolean;
  /** A further page is on its way. */
  loadingMore: boolean;
  /** The last read failed (the gallery says so; Retry reads again). */
  failed: boolean;
  /** The API has more than were read. */
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

/**
 * The approved community templates of a category ('All': every one), a page of 24 at a time (GET /templates),
 * read when the category is first shown and on demand after that. Each category keeps its pages while the screen
 * is open. Never in the way of the starter catalogue: the screen shows that at once, whatever happens here.
 */
export function useCommunityTemplates(category: CategoryFilter): CommunityTemplates {
  const [lists, setLists] = useState<Partial<Record<CategoryFilter, CategoryList>>>({});
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const read = useCallback((key: CategoryFilter, page: number) => {
    const update = (change: (list: CategoryList) => CategoryList) =>
      setLists((all) => ({ ...all, [key]: change(all[key] ?? EMPTY) }));
    update((list) => ({ ...list, status: 'loading' }));
    templatesApi.list(page, key === 'All' ? undefined : key).then(
      (result) => {
        if (!mounted.current) return;
        update((list) => {
          // An approval between two pages shifts them: keep each template once.
          const known = new Set(list.items.map((item) => item.id));
          const added = result.items
            .map(communityEntry)
            .filter((item): item is GalleryTemplate => item !== null && !known.has(item.id));
          return {
            items: [...list.items, ...added],
            page,
            pageSize: result.pageSize,
            total: result.total,
            status: 'ready',
          };
        });
      },
      () => {
        if (mounted.current) update((list) => ({ ...list, status: 'failed' }));
      },
    );
  }, []);

  const list = lists[category];
  useEffect(() => {
    if (!list) read(category, 1);
  }, [category, list, read]);

  const { items, page, pageSize, total, status } = list ?? { ...EMPTY, status: 'loading' };
  // The next page: after the last one read, or the one that failed.
  const loadMore = () => {
    if (status !== 'loading') read(category, page + 1);
  };
  return {
    templates: items,
    loading: status === 'loading' && page === 0,
    loadingMore: status === 'loading' && page > 0,
    failed: status === 'failed',
    hasMore: status !== 'failed' && page > 0 && page * pageSize < total,
    loadMore,
    retry: loadMore,
  };
}
