// One admin list (or any read): loaded when `load` changes (a new search, filter or page), read again on reload().
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@bento/store';

export interface AdminQuery<T> {
  /** The last answer; kept while a new one loads and when a read fails. */
  data: T | null;
  /** Why the last read failed: the API's message, or `failure`. */
  error: string | null;
  /** The answer shown is not (yet) the one `load` asks for. */
  loading: boolean;
  /** Reads again; resolves when the answer has arrived (or failed). */
  reload: () => Promise<void>;
}

interface Answer<T> {
  data: T | null;
  error: string | null;
  /** The load that gave this answer. */
  from: (() => Promise<T>) | null;
}

/** `load` must be memoised (useCallback over its parameters): each new one is read once. */
export function useAdminQuery<T>(load: () => Promise<T>, failure: string): AdminQuery<T> {
  const [answer, setAnswer] = useState<Answer<T>>({ data: null, error: null, from: null });
  // Only the latest read may land: an older answer arriving late must not overwrite a newer one.
  const latest = useRef(0);
  const mounted = useRef(true);

  const read = useCallback(() => {
    const ticket = (latest.current += 1);
    const current = () => mounted.current && ticket === latest.current;
    return load().then(
      (data) => {
        if (current()) setAnswer({ data, error: null, from: load });
      },
      (caught: unknown) => {
        if (current())
          setAnswer((previous) => ({
            data: previous.data,
            error: errorMessage(caught, failure),
            from: load,
          }));
      },
    );
  }, [load, failure]);

  useEffect(() => {
    mounted.current = true;
    void read();
    return () => {
      mounted.current = false;
    };
  }, [read]);

  return { data: answer.data, error: answer.error, loading: answer.from !== load, reload: read };
}
