import { useCallback, useEffect, useState } from 'react';
import { displayTitle } from '@bento/core';
import { errorMessage, revisionsApi, useAppDispatch, type DesignRevision } from '@bento/store';
import { Dialog } from '@bento/ui';
import { dialogFormStyles as form } from '@bento/ui/dialogForm';
import { GridThumbnail } from '@bento/ui/grid';
import { HISTORY_TEXTS as TEXTS, revisionSummary, revisionTime } from './historyTexts';
import { restoreRevision } from './restoreRevision';
import styles from './VersionHistory.module.css';

const NO_REVISIONS: DesignRevision[] = [];

type Loaded<T> = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; value: T };

function VersionButton({
  revision,
  selected,
  onSelect,
}: {
  revision: DesignRevision;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <li>
      <button type="button" className={styles.version} aria-pressed={selected} onClick={onSelect}>
        <span className={styles.time}>{revisionTime(revision)}</span>
        <span className={styles.summary}>{revisionSummary(revision)}</span>
        {(revision.current || revision.published) && (
          <span className={styles.badges}>
            {revision.current && <span className={styles.badge}>{TEXTS.current}</span>}
            {revision.published && <span className={styles.publishedBadge}>{TEXTS.published}</span>}
          </span>
        )}
      </button>
    </li>
  );
}

/**
 * What `load` answers for `key`, fetched when the key changes: loading until the answer for that key is in (state
 * is set only when an answer arrives, never synchronously in the effect).
 */
function useLoaded<T>(
  key: string | null,
  load: (key: string) => Promise<T>,
  fallback: string,
): Loaded<T> | null {
  const [answer, setAnswer] = useState<{ key: string; loaded: Loaded<T> } | null>(null);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    load(key).then(
      (value) => live && setAnswer({ key, loaded: { state: 'ready', value } }),
      (error: unknown) =>
        live && setAnswer({ key, loaded: { state: 'failed', message: errorMessage(error, fallback) } }),
    );
    return () => {
      live = false;
    };
  }, [key, load, fallback]);
  if (key === null) return null;
  return answer?.key === key ? answer.loaded : { state: 'loading' };
}

/**
 * A design's saved versions, newest first, each with its time, size and whether it was published; choosing one
 * previews it, 'Restore this version' makes it current (as a new version, so nothing is lost).
 */
export function VersionHistoryDialog({
  design,
  onClose,
}: {
  design: { id: string; title: string };
  onClose: () => void;
}) {
  const dispatch = useAppDispatch();
  // Each reload of the list is a new key (after a restore, after Try again).
  const [reloads, setReloads] = useState(0);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [restoring, setRestoring] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const loadList = useCallback(() => revisionsApi.list(design.id), [design.id]);
  const loadPreview = useCallback((id: string) => revisionsApi.get(design.id, id), [design.id]);
  const list = useLoaded(`${design.id}#${reloads}`, loadList, TEXTS.loadFailed)!;
  const load = () => setReloads((count) => count + 1);

  const revisions = list.state === 'ready' ? list.value : NO_REVISIONS;
  // The current version is shown until the user picks another.
  const shownId = selectedId ?? revisions[0]?.id ?? null;
  const selected = revisions.find((revision) => revision.id === shownId) ?? null;
  const preview = useLoaded(list.state === 'ready' ? shownId : null, loadPreview, TEXTS.previewFailed);

  const restore = async () => {
    if (!selected || restoring) return;
    setRestoring(true);
    setOutcome(null);
    const failure = await dispatch(restoreRevision(design.id, selected.id));
    setRestoring(false);
    setOutcome(failure ? { tone: 'error', text: failure } : { tone: 'success', text: TEXTS.restored });
    setSelectedId(null);
    load();
  };

  return (
    <Dialog title={TEXTS.title(displayTitle(design.title))} onClose={onClose} size="wide">
      <p className={form.text}>{TEXTS.intro}</p>
      {list.state === 'loading' && <p className={styles.note}>{TEXTS.loading}</p>}
      {list.state === 'failed' && (
        <p role="alert" className={form.error}>
          {list.message}{' '}
          <button type="button" className={form.button} onClick={load}>
            {TEXTS.retry}
          </button>
        </p>
      )}
      {list.state === 'ready' && (
        <div className={styles.layout}>
          <ol className={styles.list} aria-label={TEXTS.listLabel}>
            {revisions.map((revision) => (
              <VersionButton
                key={revision.id}
                revision={revision}
                selected={revision.id === shownId}
                onSelect={() => {
                  setOutcome(null);
                  setSelectedId(revision.id);
                }}
              />
            ))}
          </ol>
          <section className={styles.preview} aria-label="Preview" aria-live="polite">
            {preview?.state === 'loading' && <p className={styles.note}>{TEXTS.previewLoading}</p>}
            {preview?.state === 'failed' && (
              <p role="alert" className={form.error}>
                {preview.message}
              </p>
            )}
            {preview?.state === 'ready' && (
              <GridThumbnail gridData={preview.value.gridData} className={styles.thumbnail} />
            )}
            {outcome && (
              <p role={outcome.tone === 'error' ? 'alert' : 'status'} className={form[outcome.tone]}>
                {outcome.text}
              </p>
            )}
            <div className={form.actions}>
              <button type="button" className={form.button} onClick={onClose}>
                {TEXTS.close}
              </button>
              <button
                type="button"
                className={form.primary}
                disabled={!selected || selected.current || restoring || preview?.state !== 'ready'}
                onClick={() => void restore()}
              >
                {restoring ? TEXTS.restoring : TEXTS.restore}
              </button>
            </div>
          </section>
        </div>
      )}
    </Dialog>
  );
}
