// The table's data: the user's designs with their sizes and sites, and their site list (for orphaned sites and
// the 5-site limit), read together and read again after every change made here.
import { useCallback, useEffect, useRef, useState } from 'react';
import { designsApi, errorMessage, sitesApi, type DesignWithSize, type SiteListItem } from '@bento/store';

/** Not in the spec's catalogue: the sidebar's list failure, worded the same. */
export const LOAD_FAILED = 'Failed to load designs';

export interface ProjectsData {
  designs: DesignWithSize[];
  sites: SiteListItem[];
}

export interface Projects {
  data: ProjectsData | null;
  /** Why the last load failed (the data read before it, if any, stays). */
  error: string | null;
  /** Reads both lists again; resolves when they have arrived (or failed). */
  reload: () => Promise<void>;
}

/** Both lists at once. */
async function readLists(): Promise<ProjectsData> {
  const [designs, sites] = await Promise.all([designsApi.listWithSizes(), sitesApi.list()]);
  return { designs, sites };
}

export function useProjects(): Projects {
  const [data, setData] = useState<ProjectsData | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Only the latest read may land: an older answer arriving late must not overwrite a newer one.
  const latest = useRef(0);
  const mounted = useRef(true);

  const read = useCallback(() => {
    const ticket = (latest.current += 1);
    const current = () => mounted.current && ticket === latest.current;
    return readLists().then(
      (lists) => {
        if (!current()) return;
        setData(lists);
        setError(null);
      },
      (failure: unknown) => {
        if (current()) setError(errorMessage(failure, LOAD_FAILED));
      },
    );
  }, []);

  useEffect(() => {
    mounted.current = true;
    void read();
    return () => {
      mounted.current = false;
    };
  }, [read]);

  return { data, error, reload: read };
}
