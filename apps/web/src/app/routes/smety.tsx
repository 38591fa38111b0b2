import type { EstimateKind } from '@glad/domain';
import { Button, Stack } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { useCompany } from '../../features/company/api/company-api';
import { EstimateLinks } from '../../features/links/estimate-links';
import { useEstimateContext } from '../../features/smety/api/estimate-context';
import { EstimateView } from '../../features/smety/components/estimate-view';
import { SmetyList } from '../../features/smety/components/smety-list';

/** `?project={id}` opens that project's estimate (`&kind=installer`: the installer's); otherwise the list. */
function projectParam(value: string | null): number | null {
  if (!value || !/^\d{1,16}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function Component() {
  const [params, setParams] = useSearchParams();
  const company = useCompany();
  const state = useEstimateContext(company.data, company.isError);
  const projectId = projectParam(params.get('project'));
  const kind: EstimateKind = params.get('kind') === 'installer' ? 'installer' : 'client';

  if (projectId) {
    return (
      <EstimateView
        projectId={projectId}
        kind={kind}
        state={state}
        clientLinks={(p) => <EstimateLinks projectId={projectId} {...p} />}
        onKind={(next) =>
          setParams(
            (p) => {
              if (next === 'installer') p.set('kind', 'installer');
              else p.delete('kind');
              return p;
            },
            { replace: true },
          )
        }
      />
    );
  }
  return (
    <Stack gap="lg">
      <PageHeader
        title="Сметы"
        description="Сметы для клиентов и сметы монтажа: статус, отбор, печать, PDF и Excel."
        actions={
          <Button component={Link} to="/smety/settings" variant="default">
            Настройки смет
          </Button>
        }
      />
      <SmetyList context={state.context} />
    </Stack>
  );
}
