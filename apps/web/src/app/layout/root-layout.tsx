import { Center, Loader } from '@mantine/core';
import { type ComponentType, lazy, useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { AfterFirstPaint } from '../../components/after-first-paint';
import { SessionNotices } from '../../features/notices';
// listening for the browser's install offer from the first moment: the event fires once, early
import '../../features/pwa/install-prompt';
import { pageTitle, useTitleOverrideValue } from './document-title';
import { LoadingBar } from './loading-bar';
import { sectionLabel } from './sections';

// A chunk that cannot come (offline before the worker cached it) must not take the page down with it.
const Nothing: ComponentType = () => null;
/**
 * The worker's registration and its update prompt: after the first page is on screen (decision 0038), and
 * on a new device's signed-in page after its first sync (decision 0071).
 */
const ServiceWorkerUpdate = lazy<ComponentType>(() =>
  import('../../features/pwa/sw-update').then(
    (m) => m.whenRegistrationMayStart().then(() => ({ default: m.ServiceWorkerUpdate })),
    () => ({ default: Nothing }),
  ),
);

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
  if (name === null && pathname !== '/') name = sectionLabel(pathname);
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
      <AfterFirstPaint>
        <ServiceWorkerUpdate />
      </AfterFirstPaint>
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
