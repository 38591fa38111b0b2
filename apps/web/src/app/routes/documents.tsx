import { type EstimateSnapshot, estimateSnapshot } from '@glad/domain';
import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { PageHeader } from '../../components/page-header';
import { useCompany } from '../../features/company/api/company-api';
import { DocumentsList } from '../../features/documents/components/documents-list';
import { TemplatesList } from '../../features/documents/components/templates-list';
import { useEstimateContext } from '../../features/smety/api/estimate-context';
import { useClientEstimate } from '../../features/smety/hooks/use-project-prices';
import { useDrafts, useRecord } from '../../lib/offline-db';

/** A project's client estimate from the offline copy, for a template's preview. */
function useProjectSnapshot(projectId: number | null): EstimateSnapshot | null {
  const company = useCompany();
  const state = useEstimateContext(company.data, company.isError);
  const project = useRecord('projects', projectId ?? undefined);
  const client = useRecord('clients', project ? project.clientid || null : undefined);
  const drafts = useDrafts('', { projectid: projectId ?? -1 });
  const doc = useClientEstimate(project, project?.clientid ? client : null, drafts, state);
  return useMemo(() => (doc ? estimateSnapshot(doc) : null), [doc]);
}

export function Component() {
  return (
    <Stack gap="lg">
      <PageHeader
        title="Документы"
        description="Шаблоны договоров, актов и других документов компании и выпущенные документы."
      />
      <TemplatesList useEstimate={useProjectSnapshot} />
      <DocumentsList />
    </Stack>
  );
}
