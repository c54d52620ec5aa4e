// How the last local write went, for the status pill (anonymous work is saved only on this device).
import { useSyncExternalStore } from 'react';

export type LocalSaveStatus = { state: 'saved' } | { state: 'pending' } | { state: 'failed'; reason: string };

/** The reason shown when the browser refuses to keep anything (storage full even when slimmed, or disabled). */
export const LOCAL_SAVE_FAILED_REASON = "this browser's storage is full or turned off";

let status: LocalSaveStatus = { state: 'saved' };
const listeners = new Set<() => void>();

export function setLocalSaveStatus(next: LocalSaveStatus): void {
  // The same state again changes nothing, but a failure may come with another reason.
  if (next.state === status.state && next.state !== 'failed') return;
  status = next;
  listeners.forEach((listener) => listener());
}

export function getLocalSaveStatus(): LocalSaveStatus {
  return status;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLocalSaveStatus(): LocalSaveStatus {
  return useSyncExternalStore(subscribe, getLocalSaveStatus, getLocalSaveStatus);
}

// The pill's Retry reaches the running persistence through here (one editor per page).
let retry: (() => void) | null = null;

/** Registers the write-again action; returns the unregister function. */
export function onLocalSaveRetry(action: () => void): () => void {
  retry = action;
  return () => {
    if (retry === action) retry = null;
  };
}

export function retryLocalSave(): void {
  retry?.();
}
