import { useState } from 'react';
import { TextField } from '@bento/ui/controls';
import type { BackgroundUrlOutcome } from './backgroundUrl';
import { TextButton } from './TextButton';
import styles from './BackgroundUrlField.module.css';

export interface BackgroundUrlFieldProps {
  label: string;
  /** The name of the button that removes the stored URL ('Remove image'). */
  removeLabel: string;
  /** The stored URL, if any. */
  stored: string | undefined;
  /** Applies a typed value ('' clears); answers where it went or why it was refused. */
  apply: (value: string) => BackgroundUrlOutcome;
  /** The field's own kind: an outcome of the other kind says where the URL went. */
  kind: 'image' | 'video';
}

type Note = { text: string; error: boolean } | null;

const MOVED: Record<'image' | 'video', string> = {
  image: 'Recognised as an image: set as the background image.',
  video: 'Recognised as a video: set as the background video.',
};

/**
 * A background URL field: the typed value applies on Enter or when the field is left; a refused URL stays in
 * the field with the reason under it. An inline (data:) image is not spelled out in the field.
 */
export function BackgroundUrlField({ label, removeLabel, stored, apply, kind }: BackgroundUrlFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [note, setNote] = useState<Note>(null);
  const inline = stored?.startsWith('data:') ?? false;

  const commit = () => {
    if (draft === null) return;
    if (draft.trim() === (stored ?? '')) {
      setDraft(null);
      return;
    }
    const outcome = apply(draft);
    if (!outcome.ok) {
      setNote({ text: outcome.message, error: true });
      return;
    }
    setDraft(null);
    setNote(
      outcome.kind !== 'none' && outcome.kind !== kind ? { text: MOVED[outcome.kind], error: false } : null,
    );
  };

  const hint = note && !note.error ? note.text : inline ? 'An inline image (data URL) is set.' : undefined;
  return (
    <div className={styles.urlField} onBlur={commit}>
      <TextField
        label={label}
        type="url"
        value={draft ?? (inline ? '' : (stored ?? ''))}
        placeholder="https://…"
        onChange={(value) => {
          setDraft(value);
          setNote(null);
        }}
        onEnter={commit}
        error={note?.error ? note.text : null}
        hint={hint}
      />
      {stored && (
        <TextButton
          onClick={() => {
            setDraft(null);
            setNote(null);
            apply('');
          }}
        >
          {removeLabel}
        </TextButton>
      )}
    </div>
  );
}
