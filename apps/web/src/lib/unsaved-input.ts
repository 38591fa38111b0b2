import { useEffect, useId, useSyncExternalStore } from 'react';

/**
 * Which forms hold input the user has not saved yet. The app never reloads itself (a new version of the
 * service worker) while any does: a measurer may be halfway through typing a room.
 */
const dirty = new Set<string>();
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function setUnsavedInput(key: string, isDirty: boolean) {
  if (isDirty === dirty.has(key)) return;
  if (isDirty) dirty.add(key);
  else dirty.delete(key);
  emit();
}

export function hasUnsavedInput(): boolean {
  return dirty.size > 0;
}

export function onUnsavedInputChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A form calls this with its dirty state (e.g. `form.isDirty()`); unmounting clears it. */
export function useUnsavedInput(isDirty: boolean) {
  const key = useId();
  useEffect(() => {
    setUnsavedInput(key, isDirty);
  }, [key, isDirty]);
  useEffect(() => () => setUnsavedInput(key, false), [key]);
}

/** Whether any form holds unsaved input now. */
export function useHasUnsavedInput(): boolean {
  return useSyncExternalStore(onUnsavedInputChange, hasUnsavedInput, hasUnsavedInput);
}
