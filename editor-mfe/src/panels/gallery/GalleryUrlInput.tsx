import { samplePhotoUrls, URL_CLEAR_LOCK_MS, URL_LOAD_LOCK_MS } from '@bento/core';
import { useAppDispatch } from '@bento/store';
import { useEffect, useId, useMemo, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { galleryUrlsSet } from '../../state/editorSlice';
import { checkUrlList, LOAD_FAILED_MESSAGE, loadedMessage, urlsInText } from './urlList';
import styles from './GallerySettings.module.css';

/** Quiet time after typing before the list is checked ('validating' meanwhile). */
const CHECK_DELAY_MS = 250;

/**
 * The gallery's URL input (editor-core.md §4 'URL input', §5 'URL list'): idle, validating, success or error with
 * the spec's messages; Load (or Cmd/Ctrl+Enter) only in success or error, locked 1 s after a load and 0.5 s after
 * a clear; text dropped on it adds the valid URLs found. 'Sample URLs' fills and loads 100 placeholder photos
 * served by our own API (§7), so a gallery can be tried without a list of one's own.
 */
export function GalleryUrlInput({ urlList }: { urlList: readonly string[] }) {
  const dispatch = useAppDispatch();
  const fieldId = useId();
  const messageId = useId();
  const [text, setText] = useState(() => urlList.join('\n'));
  const [checkedText, setCheckedText] = useState(text);
  const [locked, setLocked] = useState(false);
  const lockTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const check = useMemo(() => checkUrlList(checkedText), [checkedText]);
  const validating = checkedText !== text;

  useEffect(() => {
    if (!validating) return;
    const timer = setTimeout(() => setCheckedText(text), CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, validating]);
  useEffect(
    () => () => {
      if (lockTimer.current !== null) clearTimeout(lockTimer.current);
    },
    [],
  );
  const lock = (ms: number) => {
    if (lockTimer.current !== null) clearTimeout(lockTimer.current);
    setLocked(true);
    lockTimer.current = setTimeout(() => setLocked(false), ms);
  };

  const canLoad = !validating && !locked && (check.state === 'success' || check.state === 'error');
  const edit = (next: string) => {
    setText(next);
    setOutcome(null);
  };
  const load = () => {
    if (!canLoad) return;
    lock(URL_LOAD_LOCK_MS);
    if (check.valid.length === 0) {
      setOutcome(LOAD_FAILED_MESSAGE);
      return;
    }
    dispatch(galleryUrlsSet(check.valid));
    setOutcome(loadedMessage(check.valid.length));
  };
  const loadSamples = () => {
    const samples = samplePhotoUrls(window.location.href);
    const sampleText = samples.join('\n');
    setText(sampleText);
    setCheckedText(sampleText);
    lock(URL_LOAD_LOCK_MS);
    dispatch(galleryUrlsSet(samples));
    setOutcome(loadedMessage(samples.length));
  };
  const clear = () => {
    edit('');
    setCheckedText('');
    lock(URL_CLEAR_LOCK_MS);
    dispatch(galleryUrlsSet([]));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      load();
    }
  };
  const onDrop = (event: DragEvent<HTMLTextAreaElement>) => {
    const found = urlsInText(event.dataTransfer.getData('text/plain'));
    if (found.length === 0) return;
    event.preventDefault();
    edit([text.trim(), ...found].filter(Boolean).join('\n'));
  };

  const state = validating ? 'validating' : check.state;
  return (
    <div className={styles.urlInput} data-state={state}>
      <label htmlFor={fieldId} className={styles.label}>
        Image URLs
      </label>
      <textarea
        id={fieldId}
        className={styles.textarea}
        value={text}
        rows={6}
        spellCheck={false}
        placeholder={'https://example.com/photo-1.jpg\nhttps://example.com/photo-2.jpg'}
        aria-describedby={messageId}
        onChange={(event) => edit(event.target.value)}
        onKeyDown={onKeyDown}
        onDrop={onDrop}
      />
      <p id={messageId} className={styles.message} aria-live="polite">
        {outcome ?? (validating ? 'Checking…' : check.message)}
        {!validating &&
          [check.note, check.corsNote].filter(Boolean).map((note) => (
            <span key={note}>
              <br />
              {note}
            </span>
          ))}
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} disabled={!canLoad} onClick={load}>
          Load
        </button>
        <button
          type="button"
          className={styles.secondary}
          disabled={text === '' && urlList.length === 0}
          onClick={clear}
        >
          Clear
        </button>
        <button
          type="button"
          className={styles.secondary}
          disabled={locked}
          title="Load 100 placeholder photos of varied sizes"
          onClick={loadSamples}
        >
          Sample URLs
        </button>
      </div>
    </div>
  );
}
