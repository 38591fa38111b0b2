import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { SessionNotices } from '../../features/notices';
import { ServiceWorkerUpdate } from '../../features/pwa';
import { pageTitle, useTitleOverrideValue } from './document-title';
import { LoadingBar } from './loading-bar';
import { sectionOf } from './nav-items';

/** A route module may name its page: `export const handle = { title: 'Вход' }`. */
function handleTitle(handle: unknown): string | null {
  if (handle && typeof handle === 'object' && 'title' in handle && typeof handle.title === 'string') {
    return handle.title;
  }
  return null;
}

function useDocumentTitle() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const override = useTitleOverrideValue();
  let name: string | null = override;
  for (let i = matches.length - 1; i >= 0 && name === null; i--) name = handleTitle(matches[i]?.handle);
  if (name === null && pathname !== '/') name = sectionOf(pathname)?.label ?? null;
  const title = pageTitle(name);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** Around every page: the title, the loading bar, the session notices and the update prompt. */
export function RootLayout() {
  useDocumentTitle();
  return (
    <>
      <LoadingBar />
      <Outlet />
      <SessionNotices />
      <ServiceWorkerUpdate />
    </>
  );
}

/** Shown while the first page's code and data load. */
export function AppLoading() {
  return (
    <Center mih="100vh" aria-busy="true">
      <Loader color="yellow" aria-label="Загрузка" />
    </Center>
  );
}
