import { Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { ConfigsPage } from '../../features/configs/components/configs-page';
import { TemplatesSection } from '../../features/configs/components/templates-section';
import { useCreateTemplate, useTemplates } from '../../features/constructor/api/templates-api';
import { canEditPricing } from '../../features/pricelist/permissions';
import { useCurrentUser } from '../../features/session';
import { PriceListLink } from '../pricing-links';

export const handle = { title: 'Калькуляторы' };

/** /configs/: the calculators (loaded on every visit, docs/spec.md §2) and the templates they are made from. */
export function Component() {
  const user = useCurrentUser();
  const canEdit = user ? canEditPricing(user) : null;
  const templates = useTemplates();
  const createTemplate = useCreateTemplate();
  const navigate = useNavigate();
  return (
    <Stack gap="xl">
      <PageHeader
        title="Калькуляторы"
        description="По калькулятору считается каждый чертёж: строки с позициями прайс-листа и правила."
        actions={<PriceListLink />}
      />
      <ConfigsPage canEdit={canEdit} templates={templates.data?.items ?? []} />
      <TemplatesSection
        templates={templates.data}
        error={templates.error}
        onRetry={() => void templates.refetch()}
        canEdit={canEdit === true}
        onCreate={async (name) => {
          const made = await createTemplate.mutateAsync({ name });
          navigate(`/calc/construct/?template=${made.id}`);
        }}
      />
    </Stack>
  );
}
