import { useState } from 'react';
import {
  INVALID_LINK_URL_MESSAGE,
  LINK_UPDATED_MESSAGE,
  isValidBoxLinkUrl,
  normalizeLinkUrl,
} from '@bento/core';
import { TextField } from '@bento/ui/controls';
import { useStyleChange } from '../../useStyleChange';
import { ApplyBar } from './ApplyBar';

/**
 * The box link URL (editor-core.md §5 'Links'): valid if empty, parseable, or valid once 'https://' is prefixed;
 * Apply (or Enter) stores it with 'https://' prefixed when it has no scheme; an empty URL removes the link.
 */
export function LinkUrlForm({ stored }: { stored: string | undefined }) {
  const change = useStyleChange();
  const [draft, setDraft] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const value = draft ?? stored ?? '';
  const valid = isValidBoxLinkUrl(value);

  const apply = () => {
    if (!valid) return;
    change({ linkUrl: normalizeLinkUrl(value, 'boxPanel') });
    setDraft(null);
    setMessage(LINK_UPDATED_MESSAGE);
  };

  return (
    <>
      <TextField
        label="Link URL"
        type="url"
        value={value}
        placeholder="https://example.com"
        onChange={(next) => {
          setDraft(next);
          setMessage(null);
        }}
        onEnter={apply}
        error={valid ? null : INVALID_LINK_URL_MESSAGE}
        hint="Leave empty for no link"
      />
      <ApplyBar onApply={apply} disabled={!valid} message={message} />
    </>
  );
}
