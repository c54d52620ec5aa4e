import { useState, type KeyboardEvent } from 'react';
import { normalizeLinkUrl } from '@bento/core';
import styles from './RichTextEditor.module.css';

export interface LinkControlProps {
  /** The selection is (in) a link: the button removes it. */
  isLink: boolean;
  /** The selection is not empty: a link can be created. */
  hasRange: boolean;
  /** Applies a normalised, non-empty URL to the selection. */
  onApply(url: string): void;
  onRemove(): void;
  /** Focus back into the text (the URL entry is going away). */
  onDone(): void;
}

/**
 * The link toolbar (editor-core.md §4, §5): idle, then URL entry after the link button with text selected, then
 * apply on Enter or cancel on Escape. 'http://' is prepended when the URL has no http(s) or mailto scheme.
 */
export function LinkControl({ isLink, hasRange, onApply, onRemove, onDone }: LinkControlProps) {
  const [url, setUrl] = useState<string | null>(null);

  const onButton = () => {
    if (isLink) onRemove();
    else if (hasRange) setUrl('');
  };
  const close = () => {
    onDone();
    setUrl(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      const normalized = normalizeLinkUrl(url ?? '', 'toolbar');
      if (normalized === '') return;
      onApply(normalized);
      close();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  return (
    <>
      <button
        type="button"
        aria-label={isLink ? 'Remove link' : 'Add link'}
        aria-pressed={isLink}
        aria-disabled={!isLink && !hasRange}
        className={styles.button}
        onClick={onButton}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" className={styles.icon}>
          <path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1" />
          <path d="M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1" />
        </svg>
      </button>
      {url !== null ? (
        <input
          type="text"
          aria-label="Link URL"
          placeholder="Enter URL"
          className={styles.linkInput}
          autoFocus
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          onKeyDown={onKeyDown}
        />
      ) : null}
    </>
  );
}
