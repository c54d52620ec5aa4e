// Which of the two image notices is open: a tiny store the intake writes and the notices read.
import { useSyncExternalStore } from 'react';

export type ImageNotice = 'storage' | 'uploadLimitation';

let open: ReadonlySet<ImageNotice> = new Set();
const listeners = new Set<() => void>();

function set(next: ReadonlySet<ImageNotice>) {
  open = next;
  for (const listener of listeners) listener();
}

export function showImageNotice(notice: ImageNotice): void {
  if (!open.has(notice)) set(new Set([...open, notice]));
}

export function closeImageNotice(notice: ImageNotice): void {
  if (open.has(notice)) set(new Set([...open].filter((item) => item !== notice)));
}

export function isImageNoticeOpen(notice: ImageNotice): boolean {
  return open.has(notice);
}

export function useImageNoticeOpen(notice: ImageNotice): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => isImageNoticeOpen(notice),
  );
}
