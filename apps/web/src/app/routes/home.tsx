import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { AfterFirstPaint, lazyPart } from '../../components/after-first-paint';
import { NewEventButtons } from '../../features/calendar/components/new-event-buttons';
import { HomeCompany } from '../../features/home/components/home-company';
import { HomeCounters } from '../../features/home/components/home-counters';
import { HomeGreeting } from '../../features/home/components/home-greeting';
import { HomeSearch } from '../../features/home/components/home-search';
import { QuickActions } from '../../features/home/components/quick-actions';
import { useCurrentUser } from '../../features/session';
import { withPageStyles } from '../../lib/page-styles';
import { withOfflineCopyFirst } from '../offline-copy-first';

// What reads the offline copy, from one file loaded after the first paint with the styles of what it
// draws (decision 0058)
const loadLive = withPageStyles(withOfflineCopyFirst(() => import('./home-live')));
const LiveCompany = lazyPart(() => loadLive().then((m) => m.LiveCompany));
const LiveTodayEvents = lazyPart(() => loadLive().then((m) => m.LiveTodayEvents));
const LiveRecentProjects = lazyPart(() => loadLive().then((m) => m.LiveRecentProjects));

/** What a list shows while the offline copy is read: the same words as the lists' own loading state. */
const loading = <Text c="dimmed">Загрузка…</Text>;

/** The greeting with the user's name: the only part of home that re-renders when the user comes. */
function Greeting() {
  const user = useCurrentUser();
  return <HomeGreeting name={user?.name.trim() || null} />;
}

/**
 * Home's first paint is its heading and the search: the header, the greeting (the page's largest text) and
 * the field, in one short task. The company, the quick actions and the day's lists render after that
 * paint, one task each (decision 0064): rendered with the heading they made its task 100 ms long here, a
 * phone's four times that, and Lighthouse counts such a task as blocking. They come below what is shown,
 * so nothing painted moves; the company's card has its placeholder from its first render on.
 */
export function Component() {
  return (
    <Stack gap="xl">
      <Greeting />
      <HomeSearch />
      <AfterFirstPaint>
        <AfterFirstPaint
          fallback={
            <HomeCompany name={null}>
              <HomeCounters />
            </HomeCompany>
          }
        >
          <LiveCompany />
        </AfterFirstPaint>
      </AfterFirstPaint>
      <AfterFirstPaint>
        <Stack gap="sm" component="section" aria-labelledby="home-actions">
          <Title order={2} size="h4" id="home-actions">
            Быстрые действия
          </Title>
          <QuickActions />
        </Stack>
      </AfterFirstPaint>
      <AfterFirstPaint>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="sm" component="section" aria-labelledby="home-today">
            <Title order={2} size="h4" id="home-today">
              Сегодня
            </Title>
            <NewEventButtons />
            <AfterFirstPaint fallback={loading}>
              <LiveTodayEvents />
            </AfterFirstPaint>
          </Stack>
          <Stack gap="sm" component="section" aria-labelledby="home-recent">
            <Title order={2} size="h4" id="home-recent">
              Последние объекты
            </Title>
            <AfterFirstPaint fallback={loading}>
              <LiveRecentProjects />
            </AfterFirstPaint>
          </Stack>
        </SimpleGrid>
      </AfterFirstPaint>
    </Stack>
  );
}
