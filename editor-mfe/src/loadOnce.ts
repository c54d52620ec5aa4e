// Code loaded on first use (issue 17): every caller shares one download, and a failed one is tried again by the
// next call (React.lazy, by contrast, keeps a rejection for good).
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
