import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { useCompany } from '../../features/company/api/company-api';
import { CompanyDangerZone } from '../../features/company/components/company-danger-zone';
import { CompanyLogo } from '../../features/company/components/company-logo';
import { CompanyProfileForm } from '../../features/company/components/company-profile-form';
import { CompanyTariffSummary } from '../../features/company/components/company-tariff-summary';
import { canEditCompany } from '../../features/company/permissions';
import { logout, useCurrentUser } from '../../features/session';

export function Component() {
  const user = useCurrentUser();
  const company = useCompany();
  const navigate = useNavigate();
  const data = company.data;
  return (
    <Stack gap="xl">
      <PageHeader
        title="Компания"
        description={data ? data.name : 'Профиль, реквизиты, логотип и настройки смет.'}
      />
      {!data || !user ? (
        <QueryState error={company.error} onRetry={() => void company.refetch()} />
      ) : (
        <>
          <Stack gap="sm" component="section" aria-labelledby="company-logo">
            <Title order={2} size="h3" id="company-logo">
              Логотип
            </Title>
            <CompanyLogo logo={data.logo} canEdit={canEditCompany(user)} />
          </Stack>
          <Stack gap="sm" component="section" aria-labelledby="company-profile">
            <Title order={2} size="h3" id="company-profile">
              Профиль и реквизиты
            </Title>
            <CompanyProfileForm key={data.id} company={data} canEdit={canEditCompany(user)} />
          </Stack>
          <Stack gap="sm" component="section" aria-labelledby="company-settings">
            <Title order={2} size="h3" id="company-settings">
              Настройки смет
            </Title>
            <Text size="sm">
              Что печатается в смете, как округляется итог, срок действия и подписи — на странице настроек с
              предпросмотром сметы.
            </Text>
            <Group>
              <Button component={Link} to="/smety/settings" variant="light">
                Настроить сметы
              </Button>
            </Group>
          </Stack>
          <Stack gap="sm" component="section" aria-labelledby="company-tariff">
            <Title order={2} size="h3" id="company-tariff">
              Тариф
            </Title>
            <CompanyTariffSummary company={data} />
          </Stack>
          {user.vladelec && (
            <CompanyDangerZone
              companyName={data.name}
              onDeleted={async () => {
                await logout();
                navigate('/login/', { replace: true });
              }}
            />
          )}
        </>
      )}
    </Stack>
  );
}
