// The nine background image alignments (editor-core.md §3), in reading order for a 3 × 3 grid of choices.
import type { BgImageAlignment } from '@bento/core';

export const IMAGE_ALIGNMENTS: readonly { value: BgImageAlignment; label: string; title: string }[] = [
  { value: 'top-left', label: '↖', title: 'Top left' },
  { value: 'top', label: '↑', title: 'Top' },
  { value: 'top-right', label: '↗', title: 'Top right' },
  { value: 'left', label: '←', title: 'Left' },
  { value: 'center', label: '•', title: 'Center' },
  { value: 'right', label: '→', title: 'Right' },
  { value: 'bottom-left', label: '↙', title: 'Bottom left' },
  { value: 'bottom', label: '↓', title: 'Bottom' },
  { value: 'bottom-right', label: '↘', title: 'Bottom right' },
];
