import { useSyncExternalStore } from 'react';

/** The entities docs/spec.md §4 keeps a loading flag for. */
export type LoadEntity = 'clients' | 'projects' | 'drafts' | 'smety' | 'events' | 'smetymontazh' | 'oplata';
export const loadEntities: readonly LoadEntity[] = [
  'clients',
  'projects',
  'drafts',
  'smety',
  'events',
  'smetymontazh',
  'oplata',
];

export interface LoadingFlag {
  /** a load of this entity is running: another one is not started beside it */
  loading: boolean;
  /** the initial load of this entity has started in this tab */
  started: boolean;
}
export type LoadingFlags = Record<LoadEntity, LoadingFlag>;

/** docs/spec.md §9: the drafts-list-updated flag turns off again after 1000 ms. */
export const DRAFTS_UPDATED_MS = 1000;

const initial = (): LoadingFlags =>
  Object.fromEntries(loadEntities.map((e) => [e, { loading: false, started: false }])) as LoadingFlags;

let flags: LoadingFlags = initial();
let draftsUpdated = false;
let draftsTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getLoadingFlags(): LoadingFlags {
  return flags;
}

/** Marks entities loading; answers those that were not loading already (the others are left alone). */
export function beginLoading(entities: readonly LoadEntity[]): LoadEntity[] {
  const fresh = entities.filter((e) => !flags[e].loading);
  if (fresh.length === 0) return [];
  flags = { ...flags };
  for (const e of fresh) flags[e] = { loading: true, started: true };
  emit();
  return fresh;
}

export function endLoading(entities: readonly LoadEntity[]) {
  if (entities.length === 0) return;
  flags = { ...flags };
  for (const e of entities) flags[e] = { ...flags[e], loading: false };
  emit();
}

export function resetLoadingFlags() {
  flags = initial();
  emit();
}

/** Turns the drafts-list-updated flag on; it turns itself off after DRAFTS_UPDATED_MS. */
export function markDraftsListUpdated() {
  clearTimeout(draftsTimer);
  if (!draftsUpdated) {
    draftsUpdated = true;
    emit();
  }
  draftsTimer = setTimeout(() => {
    draftsUpdated = false;
    emit();
  }, DRAFTS_UPDATED_MS);
}

export function isDraftsListUpdated(): boolean {
  return draftsUpdated;
}

export function useLoadingFlags(): LoadingFlags {
  return useSyncExternalStore(subscribe, getLoadingFlags, getLoadingFlags);
}

/** True for 1000 ms after the drafts list changed (a pull or a local edit). */
export function useDraftsListUpdated(): boolean {
  return useSyncExternalStore(subscribe, isDraftsListUpdated, isDraftsListUpdated);
}
