import { Anchor, AppShell, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconLayersSubtract } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, Outlet } from 'react-router';
import { AfterFirstPaint, lazyPart } from '../../components/after-first-paint';
import { useCurrentUser } from '../../features/session';
import { withPageStyles } from '../../lib/page-styles';
import { withOfflineCopyFirst } from '../offline-copy-first';
import { SignedInProviders } from '../signed-in-providers';
import classes from './app-layout.module.css';
import { MobileBar } from './mobile-bar';
import { navItemsFor } from './nav-items';
import { SidebarNav } from './sidebar-nav';
import { UserMenu } from './user-menu';

// The parts that work with the offline copy and sync, from one file loaded after the first paint with the
// styles of what they draw (decision 0058)
const loadLive = withPageStyles(withOfflineCopyFirst(() => import('./shell-live')));
const ShellWork = lazyPart(() => loadLive().then((m) => m.ShellWork));
const HeaderStatus = lazyPart(() => loadLive().then((m) => m.HeaderStatus));
const RejectedChanges = lazyPart(() => loadLive().then((m) => m.RejectedChanges));

/** Mantine's `sm` breakpoint: below it the phone layout. */
const PHONE_QUERY = '(max-width: 47.99em)';

/** The sections the signed-in user may open: the admin's one more. */
function useNavItems() {
  return navItemsFor(useCurrentUser()?.admin === true);
}

/*
 * What shows or uses the user reads the session itself (these, the menu, `ShellWork`): the user's arrival
 * (the start-up fetch, a profile edit) renders those few components, not the whole shell and page
 * (decision 0064).
 */
function SidebarSections() {
  return <SidebarNav items={useNavItems()} />;
}

function BottomBarSections() {
  return <MobileBar items={useNavItems()} />;
}

/** The signed-in shell: header, sidebar on desktop, bottom bar on phones (docs/design.md §4). */
function Shell() {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const queryClient = useQueryClient();
  // Leaving the signed-in area (logout, lost session): that user's data must not outlive it in the
  // cache. Cleared on the way out, not at logout, so mounted screens do not refetch without a token.
  useEffect(() => () => queryClient.clear(), [queryClient]);

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: true } }}
      footer={{ height: 64, collapsed: !phone }}
      padding={{ base: 'sm', sm: 'md' }}
    >
      <AfterFirstPaint>
        <ShellWork />
      </AfterFirstPaint>
      <a href="#main-content" className={classes.skipLink}>
        Перейти к содержимому
      </a>
      <AppShell.Header className={classes.header}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Anchor
            component={Link}
            to="/"
            underline="never"
            c="inherit"
            mih={44}
            style={{ display: 'flex', alignItems: 'center' }}
          >
            <Group gap={8} wrap="nowrap">
              <IconLayersSubtract size={26} aria-hidden color="var(--mantine-primary-color-filled)" />
              <Text fw={700} fz="xl">
                Гладь
              </Text>
            </Group>
          </Anchor>
          <Group gap={4} wrap="nowrap">
            <AfterFirstPaint>
              <HeaderStatus />
            </AfterFirstPaint>
            {/* after the page's first paint, in a task of its own: the header's logo and the page's heading
                first (decision 0064); its place is at the header's end, so nothing painted moves */}
            <AfterFirstPaint>
              <UserMenu />
            </AfterFirstPaint>
          </Group>
        </Group>
      </AppShell.Header>
      {/* Collapsed off-screen it would still take keyboard focus: on a phone it is not there at all. */}
      {!phone && (
        <AppShell.Navbar p="xs">
          <SidebarSections />
        </AppShell.Navbar>
      )}
      <AppShell.Main id="main-content" tabIndex={-1} style={{ outline: 'none' }}>
        <AfterFirstPaint>
          <RejectedChanges />
        </AfterFirstPaint>
        <Outlet />
      </AppShell.Main>
      {phone && (
        <AppShell.Footer>
          {/* fixed at the screen's foot: drawn after the page's first paint, in a task of its own */}
          <AfterFirstPaint>
            <BottomBarSections />
          </AfterFirstPaint>
        </AppShell.Footer>
      )}
    </AppShell>
  );
}

export function Component() {
  return (
    <SignedInProviders>
      <Shell />
    </SignedInProviders>
  );
}
