import { MAX_URLS_PER_PACKING_PASS, morePlaceholderPhotos } from '@bento/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import { measureImages, type ImageLoader, type MeasuredImage } from './aspectRatios';

export interface GalleryImages {
  /** The URLs shown: the list given, then any placeholder photos generated past its end. */
  urls: readonly string[];
  /** The images measured so far: the first `measured.length` URLs, in order. */
  measured: MeasuredImage[];
  loading: boolean;
  hasMore: boolean;
  error: boolean;
  /** Measures the next chunk (nothing while one is on its way or when all are in). */
  loadMore: () => void;
}

interface ListState {
  /** The list given (a new one starts over). */
  source: readonly string[];
  urls: readonly string[];
  measured: MeasuredImage[];
  error: boolean;
}

const fresh = (source: readonly string[]): ListState => ({
  source,
  urls: source,
  measured: [],
  error: false,
});

/**
 * The gallery's images, a chunk at a time: `chunkSize` URLs are measured (aspect ratios) before they are laid out.
 * A new URL list starts again from the first chunk; a chunk that arrives for an older list is dropped. A list that
 * ends with a placeholder photo goes on with generated ones (editor-core.md §4), up to the packing pass's limit.
 */
export function useGalleryImages(
  source: readonly string[],
  chunkSize: number,
  loader?: ImageLoader,
): GalleryImages {
  const [state, setState] = useState<ListState>(() => fresh(source));
  const [loading, setLoading] = useState(false);
  const pending = useRef<readonly string[] | null>(null);

  // A new list: start over, without the last one's error (adjusted while rendering, React's pattern for state
  // that follows props).
  if (state.source !== source) setState(fresh(source));
  const current = state.source === source ? state : fresh(source);
  const { urls, measured } = current;
  const allMeasured = measured.length >= urls.length;
  const generated = useMemo(
    () => (allMeasured ? morePlaceholderPhotos(urls, MAX_URLS_PER_PACKING_PASS) : []),
    [allMeasured, urls],
  );
  const hasMore = measured.length < urls.length || generated.length > 0;

  const loadMore = useCallback(() => {
    if (pending.current === source || !hasMore) return;
    pending.current = source;
    setLoading(true);
    const next = [...urls, ...generated];
    const chunk = next.slice(measured.length, measured.length + Math.max(1, chunkSize));
    measureImages(chunk, loader)
      .then((images) =>
        setState((now) =>
          now.source === source
            ? { source, urls: next, measured: [...now.measured, ...images], error: false }
            : now,
        ),
      )
      .catch(() => setState((now) => (now.source === source ? { ...now, error: true } : now)))
      .finally(() => {
        if (pending.current === source) pending.current = null;
        setLoading(false);
      });
  }, [source, urls, generated, hasMore, measured.length, chunkSize, loader]);

  return { urls, measured, loading, hasMore, error: current.error, loadMore };
}
