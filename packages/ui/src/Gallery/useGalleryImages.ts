import { useCallback, useRef, useState } from 'react';
import { measureImages, type ImageLoader, type MeasuredImage } from './aspectRatios';

export interface GalleryImages {
  /** The images measured so far: the first `measured.length` URLs, in order. */
  measured: MeasuredImage[];
  loading: boolean;
  hasMore: boolean;
  error: boolean;
  /** Measures the next chunk (nothing while one is on its way or when all are in). */
  loadMore: () => void;
}

/**
 * The gallery's images, a chunk at a time: `chunkSize` URLs are measured (aspect ratios) before they are laid out.
 * A new URL list starts again from the first chunk; a chunk that arrives for an older list is dropped.
 */
export function useGalleryImages(
  urls: readonly string[],
  chunkSize: number,
  loader?: ImageLoader,
): GalleryImages {
  const [state, setState] = useState<{ urls: readonly string[]; measured: MeasuredImage[]; error: boolean }>({
    urls,
    measured: [],
    error: false,
  });
  const [loading, setLoading] = useState(false);
  const pending = useRef<readonly string[] | null>(null);

  // A new list: start over, without the last one's error (adjusted while rendering, React's pattern for state
  // that follows props).
  if (state.urls !== urls) setState({ urls, measured: [], error: false });
  const current = state.urls === urls ? state : { measured: [], error: false };
  const measured = current.measured;
  const hasMore = measured.length < urls.length;

  const loadMore = useCallback(() => {
    if (pending.current === urls || measured.length >= urls.length) return;
    pending.current = urls;
    setLoading(true);
    const chunk = urls.slice(measured.length, measured.length + Math.max(1, chunkSize));
    measureImages(chunk, loader)
      .then((images) =>
        setState((now) =>
          now.urls === urls ? { urls, measured: [...now.measured, ...images], error: false } : now,
        ),
      )
      .catch(() => setState((now) => (now.urls === urls ? { ...now, error: true } : now)))
      .finally(() => {
        if (pending.current === urls) pending.current = null;
        setLoading(false);
      });
  }, [urls, measured.length, chunkSize, loader]);

  return { measured, loading, hasMore, error: current.error, loadMore };
}
