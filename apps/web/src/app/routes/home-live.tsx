/**
 * Home's parts that read the offline copy (Dexie) and the company's list: their code is loaded after the
 * page's first paint (decision 0058), with the shell's (app/layout/shell-live.tsx).
 */
import { DataBoundary } from '../../components/data-boundary';
import { useCompany } from '../../features/company/api/company-api';
import { HomeCompany } from '../../features/home/components/home-company';
import { HomeCounters } from '../../features/home/components/home-counters';
import { RecentProjectsEmpty } from '../../features/home/components/home-empty-sections';
import { TodayEvents } from '../../features/home/components/today-events';
import { RecentProjects } from '../../features/projects/components/recent-projects';
import { useRecordCounts } from '../../lib/offline-db';
import { useFirstSyncPending } from '../../lib/sync';

const COUNTED = ['clients', 'projects', 'drafts'] as const;

/**
 * The counts from the offline copy: right with no network, and at once after an add or a delete. Read
 * together: the first sync writes all three tables, and each answer was one more render of home.
 */
function Counters() {
  const counts = useRecordCounts(COUNTED);
  // a new device's copy is empty until its first sync: its zeros are not the company's
  const filling = useFirstSyncPending() && counts?.every((n) => n === 0);
  const [clients, projects, drafts] = (!filling && counts) || [];
  return <HomeCounters clients={clients} projects={projects} drafts={drafts} />;
}

/** The company's name and counters. */
export function LiveCompany() {
  const company = useCompany();
  return (
    <HomeCompany name={company.data?.name ?? null}>
      <DataBoundary>
        <Counters />
      </DataBoundary>
    </HomeCompany>
  );
}

export function LiveTodayEvents() {
  return (
    <DataBoundary>
      <TodayEvents />
    </DataBoundary>
  );
}

export function LiveRecentProjects() {
  return (
    <DataBoundary>
      <RecentProjects empty={<RecentProjectsEmpty />} />
    </DataBoundary>
  );
}
