import { useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { UPLOAD_ERROR_MS } from '@bento/core';
import { ProgressAnnouncer } from '../../images/drop/ProgressAnnouncer';
import { progressText } from '../../images/drop/progressText';
import type { IntakeProgress } from '../../images/intakeTypes';
import { useTimedError } from './useTimedError';
import { TextButton } from './TextButton';
import styles from './DropZone.module.css';

/** What was dropped, pasted or chosen: a file, else the text (a URL). */
export type Dropped = { file: File } | { text: string };

export interface DropZoneProps {
  /** The zone's name ('Background image drop zone'). */
  label: string;
  /** What may be dropped or pasted here. */
  help: string;
  /** The file chooser's accept list. */
  accept: string;
  /** Uses what arrived, reporting an image's progress; answers an error message to show, or null. */
  take: (
    dropped: Dropped,
    onProgress: (progress: IntakeProgress) => void,
  ) => Promise<string | null> | string | null;
}

function droppedOf(data: DataTransfer): Dropped {
  const file = data.files[0];
  return file ? { file } : { text: data.getData('text/uri-list') || data.getData('text/plain') };
}

/**
 * A labelled area that takes a dropped or pasted file or URL (focus it and paste), with a button to choose a
 * file. An image on its way in shows 'Compressing... N%' or 'Processing...' over the zone (its size and the
 * focused button stay put) and the zone takes nothing else until it is done. An error shows in red under it with
 * a dismiss button and clears after 3 s (editor-core.md §5). Taking the drop here tells the page-wide drop
 * handler (PageFileDrop) to leave it alone.
 */
export function DropZone({ label, help, accept, take }: DropZoneProps) {
  const { error, show, dismiss } = useTimedError(UPLOAD_ERROR_MS);
  const [over, setOver] = useState(false);
  const [progress, setProgress] = useState<IntakeProgress | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const helpId = useId();
  /** A file on its way in: the zone takes nothing else meanwhile. */
  const busy = useRef(false);

  const receive = async (dropped: Dropped) => {
    if (busy.current || ('text' in dropped && dropped.text.trim() === '')) return;
    if ('file' in dropped) {
      // Shown at once, like the canvas's; the pipeline's own progress follows.
      busy.current = true;
      setProgress({ phase: 'processing' });
    }
    let message: string | null;
    try {
      message = await take(dropped, setProgress);
    } finally {
      busy.current = false;
      setProgress(null);
    }
    if (message) show(message);
    else dismiss();
  };

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };

  // Keys pressed on the zone are for it (paste), never the canvas shortcuts (Space adds a box, Delete deletes).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab' || event.key === 'Escape') return;
    const command = event.ctrlKey || event.metaKey;
    if (!command || event.key.toLowerCase() === 'v') event.stopPropagation();
  };

  return (
    <div className={styles.area}>
      <div
        className={styles.zone}
        data-over={over ? '' : undefined}
        role="group"
        tabIndex={0}
        aria-labelledby={titleId}
        aria-describedby={helpId}
        onDragOver={onDragOver}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
        }}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          void receive(droppedOf(event.dataTransfer));
        }}
        onPaste={(event) => {
          event.preventDefault();
          void receive(droppedOf(event.clipboardData));
        }}
        onKeyDown={onKeyDown}
      >
        <p id={titleId} className={styles.title}>
          {label}
        </p>
        <p id={helpId} className={styles.help}>
          {help}
        </p>
        <TextButton onClick={() => picker.current?.click()}>Choose a file…</TextButton>
        {progress && (
          <p className={styles.progress} aria-hidden="true">
            {progressText(progress)}
          </p>
        )}
        <ProgressAnnouncer progress={progress} />
        <input
          ref={picker}
          type="file"
          accept={accept}
          hidden
          aria-label={`${label}: file`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void receive({ file });
          }}
        />
      </div>
      {error && (
        <p className={styles.error} role="alert">
          <span>{error}</span>
          <button type="button" className={styles.dismiss} aria-label="Dismiss error" onClick={dismiss}>
            ×
          </button>
        </p>
      )}
    </div>
  );
}
