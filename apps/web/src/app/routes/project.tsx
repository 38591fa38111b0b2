import { estimateSnapshot } from '@glad/domain';
import { Alert, Anchor, SimpleGrid, Stack } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { DataBoundary } from '../../components/data-boundary';
import { LoadingState } from '../../components/loading-state';
import { NewEventButtons } from '../../features/calendar/components/new-event-buttons';
import { useCompany } from '../../features/company/api/company-api';
import { ProjectDocuments } from '../../features/documents/components/project-documents';
import { ProjectRooms } from '../../features/drafts/components/project-rooms';
import { ProjectExpenses } from '../../features/expenses/components/project-expenses';
import { canSeeExpenses } from '../../features/expenses/permissions';
import { ProjectLinks } from '../../features/links/project-links';
import { SendToClient } from '../../features/links/send-to-client';
import { ProjectPayouts } from '../../features/payouts/components/project-payouts';
import { ProjectDetails } from '../../features/projects/components/project-details';
import { ProjectEvents } from '../../features/projects/components/project-events';
import { useCurrentUser } from '../../features/session';
import { useEstimateContext } from '../../features/smety/api/estimate-context';
import { ProjectEstimates } from '../../features/smety/components/project-estimates';
import {
  useClientEstimate,
  useProjectAmountWrite,
  useProjectPrices,
} from '../../features/smety/hooks/use-project-prices';
import { useProjectTotalsWrite } from '../../features/smety/hooks/use-project-totals';
import { type ProjectRow, useDrafts, useRecord, useSmety } from '../../lib/offline-db';
import { requestSync } from '../../lib/sync';
import { useTitleOverride } from '../layout/document-title';
import { ProjectPaymentsSection } from '../project-payments';

/** The project's estimate from the offline copy: its total goes to `amount`, its rooms' sums to the list. */
function usePricing(project: ProjectRow | null | undefined) {
  const user = useCurrentUser();
  const company = useCompany();
  const state = useEstimateContext(company.data, company.isError);
  const client = useRecord('clients', project ? project.clientid || null : undefined);
  const drafts = useDrafts('', { projectid: project?.id ?? -1 });
  const prices = useProjectPrices(project, project?.clientid ? client : null, drafts, state);
  useProjectAmountWrite(project, prices?.total, state, drafts);
  const costs = useProjectTotalsWrite(project, drafts, state, user);
  const estimate = useClientEstimate(project, project?.clientid ? client : null, drafts, state);
  const snapshot = useMemo(() => (estimate ? estimateSnapshot(estimate) : null), [estimate]);
  return { prices, costs, company: company.data, snapshot };
}

/** The installer the project's installer estimate names (its oldest record), 0 = nobody yet. */
function useProjectInstaller(id: number): number {
  const records = useSmety('smetymontazh', { projectid: id });
  const oldest = [...(records ?? [])].sort((a, b) => a.id - b.id)[0] as { montazhnik?: unknown } | undefined;
  return typeof oldest?.montazhnik === 'number' ? oldest.montazhnik : 0;
}

function ProjectPage({ id }: { id: number }) {
  const project = useRecord('projects', id);
  const user = useCurrentUser();
  const { prices, costs, company, snapshot } = usePricing(project);
  const installer = useProjectInstaller(id);
  useTitleOverride(project ? project.name.trim() || `Объект №${id}` : 'Объект');

  // not on this device (yet): a pull may bring it
  useEffect(() => {
    if (project === null) void requestSync(['projects', 'drafts', 'smety']);
  }, [project]);

  if (project === undefined) return <LoadingState text="Загрузка" />;
  if (project === null) {
    return (
      <Alert color="yellow" title={`Объекта №${id} нет на этом устройстве`} role="alert">
        Он удалён или ещё не загружен: когда появится связь, страница обновится.{' '}
        <Anchor component={Link} to="/projects/">
          Все объекты
        </Anchor>
      </Alert>
    );
  }
  return (
    <Stack gap="lg">
      <ProjectDetails project={project} />
      <ProjectRooms projectId={id} prices={prices?.rooms ?? null} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ProjectEstimates projectId={id} total={prices?.total ?? null} />
        <ProjectEvents
          projectId={id}
          actions={
            <NewEventButtons preset={{ client: project.clientid, project: id, adresa: project.adresa }} />
          }
        />
      </SimpleGrid>
      <ProjectPaymentsSection project={project} estimateTotal={prices?.total ?? null} company={company} />
      {user && canSeeExpenses(user) && (
        <ProjectPayouts projectId={id} installerPay={costs?.installer ?? null} installer={installer} />
      )}
      <ProjectLinks projectId={id} />
      <ProjectDocuments
        projectId={id}
        estimate={snapshot}
        docActions={(doc) => (
          <SendToClient size="xs" title={doc.title} target={async () => ({ document: doc.id })} />
        )}
      />
      {user && canSeeExpenses(user) && <ProjectExpenses projectId={id} />}
    </Stack>
  );
}

export function Component() {
  const { projectId = '' } = useParams();
  const id = Number(projectId);
  return (
    <DataBoundary>
      <ProjectPage key={id} id={id} />
    </DataBoundary>
  );
}
