import type { LoadEntity } from './flags';

/**
 * docs/spec.md §2 «Data loaded on navigation»: /clients/, /projects/, /drafts/ load their skeleton, /calendar/*
 * loads events, / loads the skeleton and events. The offline copy is shown at once; this names what a
 * pull is started for.
 */
export function entitiesForPath(pathname: string): LoadEntity[] {
  if (pathname === '/') return ['clients', 'projects', 'drafts', 'smety', 'events'];
  if (pathname.startsWith('/clients/')) return ['clients', 'projects', 'smety'];
  if (pathname.startsWith('/projects/')) return ['projects', 'clients', 'oplata'];
  if (pathname.startsWith('/drafts/')) return ['drafts', 'projects'];
  if (pathname.startsWith('/calendar/')) return ['events'];
  if (pathname.startsWith('/smety/')) return ['smety', 'smetymontazh'];
  if (pathname.startsWith('/trash/')) return ['clients', 'projects', 'drafts', 'events'];
  return [];
}
