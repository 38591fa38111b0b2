import { SimpleGrid, Stack, Title } from '@mantine/core';
import { DataBoundary } from '../../components/data-boundary';
import { NewEventButtons } from '../../features/calendar/components/new-event-buttons';
import { useCompany } from '../../features/company/api/company-api';
import { HomeCounters } from '../../features/home/components/home-counters';
import { RecentProjectsEmpty } from '../../features/home/components/home-empty-sections';
import { HomeGreeting } from '../../features/home/components/home-greeting';
import { HomeSearch } from '../../features/home/components/home-search';
import { QuickActions } from '../../features/home/components/quick-actions';
import { TodayEvents } from '../../features/home/components/today-events';
import { RecentProjects } from '../../features/projects/components/recent-projects';
import { useCurrentUser } from '../../features/session';
import { useRecordCount } from '../../lib/offline-db';

/** The counts from the offline copy: right with no network, and at once after an add or a delete. */
function Counters() {
  const clients = useRecordCount('clients');
  const projects = useRecordCount('projects');
  const drafts = useRecordCount('drafts');
  return <HomeCounters clients={clients ?? 0} projects={projects ?? 0} drafts={drafts ?? 0} />;
}

export function Component() {
  const user = useCurrentUser();
  const company = useCompany();
  return (
    <Stack gap="xl">
      <HomeGreeting name={user?.name.trim() || null} />
      <HomeSearch />
      <Stack gap="sm" component="section" aria-labelledby="home-company">
        <Title order={2} size="h4" id="home-company">
          {company.data ? company.data.name : 'Компания'}
        </Title>
        <DataBoundary>
          <Counters />
        </DataBoundary>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="home-actions">
        <Title order={2} size="h4" id="home-actions">
          Быстрые действия
        </Title>
        <QuickActions />
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="sm" component="section" aria-labelledby="home-today">
          <Title order={2} size="h4" id="home-today">
            Сегодня
          </Title>
          <NewEventButtons />
          <DataBoundary>
            <TodayEvents />
          </DataBoundary>
        </Stack>
        <Stack gap="sm" component="section" aria-labelledby="home-recent">
          <Title order={2} size="h4" id="home-recent">
            Последние объекты
          </Title>
          <DataBoundary>
            <RecentProjects empty={<RecentProjectsEmpty />} />
          </DataBoundary>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
