import { Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { useCompany, useUpdateCompanySetting } from '../../features/company/api/company-api';
import { canEditEstimateSettings } from '../../features/company/permissions';
import { useCurrentUser } from '../../features/session';
import { useCompanyPart } from '../../features/smety/api/estimate-context';
import { SmetaSettingsPage } from '../../features/smety/components/smeta-settings-page';

export function Component() {
  const user = useCurrentUser();
  const company = useCompany();
  const part = useCompanyPart(company.data);
  const save = useUpdateCompanySetting(company.data?.id ?? 0);
  return (
    <Stack gap="lg">
      <PageHeader
        title="Настройки смет"
        description="Что печатается в смете и как считается итог. Каждая настройка сохраняется сразу, пример справа меняется вместе с ней."
        actions={
          <Button component={Link} to="/smety/" variant="default">
            Сметы
          </Button>
        }
      />
      {company.data && user ? (
        <SmetaSettingsPage
          settings={company.data.settings}
          company={part?.company ?? null}
          canEdit={canEditEstimateSettings(user)}
          save={(change) => save.mutateAsync(change)}
        />
      ) : (
        <QueryState error={company.error} onRetry={() => void company.refetch()} />
      )}
    </Stack>
  );
}
