import type { SmetaStatus } from '@glad/contracts';
import { compareDrafts } from '@glad/domain';
import { Button, Center, Collapse, Loader, Paper, Select, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Pager } from '../../../components/pager';
import { type ClientRow, db, type ProjectRow, useLiveRecords, useSmety } from '../../../lib/offline-db';
import { setEstimateStatus } from '../api/estimate-records';
import type { EstimateContext } from '../model/context';
import {
  type EstimateFilter,
  type EstimateListItem,
  filterEstimates,
  joinEstimates,
  type Smeta,
} from '../model/estimates-list';
import { projectEstimate } from '../model/project-estimate';
import { EstimateListRow } from './estimate-list-item';
import { SmetyEmpty } from './smety-empty';
import { SmetyFilters } from './smety-filters';

const PAGE = 20;
type Loose = Record<string, unknown> & { id: number };

/** Totals of the shown estimates, counted from the offline copy as their documents would show them. */
function useTotals(
  items: EstimateListItem[],
  projects: Map<number, ProjectRow>,
  clients: Map<number, ClientRow>,
  context: EstimateContext | null,
) {
  const ids = [...new Set(items.map((i) => i.projectid).filter((id) => id > 0))];
  const drafts = useLiveRecords(() => db.drafts.where('projectid').anyOf(ids).toArray(), [ids.join(',')]);
  return useMemo(() => {
    const totals = new Map<string, number | null>();
    if (!drafts || !context) return totals;
    const byProject = new Map<number, Loose[]>();
    for (const d of [...drafts].sort(compareDrafts)) {
      const projectid = d.projectid as number;
      const list = byProject.get(projectid) ?? [];
      list.push(d as unknown as Loose);
      byProject.set(projectid, list);
    }
    for (const item of items) {
      const project = projects.get(item.projectid);
      if (!project) {
        totals.set(item.key, null);
        continue;
      }
      const montazhnik = item.smeta.montazhnik;
      const doc = projectEstimate({
        kind: item.table === 'smety' ? 'client' : 'installer',
        project,
        client: clients.get(item.clientid) ?? null,
        drafts: byProject.get(item.projectid) ?? [],
        context,
        installerId: typeof montazhnik === 'number' && montazhnik > 0 ? montazhnik : null,
        date: item.day || '2000-01-01',
      });
      totals.set(item.key, doc.totals.total);
    }
    return totals;
  }, [items, drafts, projects, clients, context]);
}

/** /smety/: every estimate of the offline copy with its status, filtered; a project's estimate opens from here. */
export function SmetyList({ context }: { context: EstimateContext | null }) {
  const navigate = useNavigate();
  const smety = useSmety('smety') as Smeta[] | undefined;
  const montazh = useSmety('smetymontazh') as Smeta[] | undefined;
  const projectRows = useLiveRecords(() => db.projects.toArray(), []);
  const clientRows = useLiveRecords(() => db.clients.toArray(), []);
  const [filter, setFilter] = useState<EstimateFilter>({});
  const [page, setPage] = useState(1);
  // a phone shows the list first and the filters on demand
  const wide = useMediaQuery('(min-width: 48em)', true);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeFilters = Object.values(filter).filter((v) => v !== null && v !== undefined).length;

  const projects = useMemo(() => new Map((projectRows ?? []).map((p) => [p.id, p])), [projectRows]);
  const clients = useMemo(() => new Map((clientRows ?? []).map((c) => [c.id, c])), [clientRows]);
  const all = useMemo(
    () =>
      joinEstimates(
        [
          ...(smety ?? []).map((smeta) => ({ table: 'smety' as const, smeta })),
          ...(montazh ?? []).map((smeta) => ({ table: 'smetymontazh' as const, smeta })),
        ],
        projects,
        clients,
      ),
    [smety, montazh, projects, clients],
  );
  const found = useMemo(() => filterEstimates(all, filter), [all, filter]);
  const pages = Math.max(1, Math.ceil(found.length / PAGE));
  const current = Math.min(page, pages);
  const shown = useMemo(() => found.slice((current - 1) * PAGE, current * PAGE), [found, current]);
  const totals = useTotals(shown, projects, clients, context);

  const clientOptions = useMemo(() => {
    const seen = new Map<number, string>();
    for (const i of all) if (i.clientid && i.clientName) seen.set(i.clientid, i.clientName);
    return [...seen]
      .map(([id, name]) => ({ value: String(id), label: name }))
      .sort((a, b) => a.label.localeCompare(b.label, 'ru'));
  }, [all]);
  const estimateProjects = useMemo(() => {
    const seen = new Map<number, string>();
    for (const i of all) if (i.projectid) seen.set(i.projectid, i.projectName);
    return [...seen]
      .map(([id, name]) => ({ value: String(id), label: name }))
      .sort((a, b) => a.label.localeCompare(b.label, 'ru'));
  }, [all]);
  const allProjects = useMemo(
    () =>
      (projectRows ?? [])
        .map((p) => ({
          value: String(p.id),
          label: `${p.name.trim() || `Объект №${p.id}`}${p.client ? ` — ${p.client}` : ''}`,
        }))
        .sort((a, b) => a.label.localeCompare(b.label, 'ru')),
    [projectRows],
  );

  const changeStatus = (item: EstimateListItem, status: SmetaStatus) => {
    setEstimateStatus(item.table, item.smeta.id, status).catch((err: Error) =>
      notifications.show({ color: 'red', title: 'Статус не изменён', message: err.message }),
    );
  };

  if (smety === undefined || montazh === undefined || projectRows === undefined) {
    return (
      <Center py="xl">
        <Loader aria-label="Загрузка смет" />
      </Center>
    );
  }
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="sm">
        <Select
          label="Открыть смету объекта"
          description="Смета объекта собирается из его чертежей; при первом открытии она появится в списке."
          placeholder="Найдите объект по названию или клиенту"
          data={allProjects}
          value={null}
          searchable
          limit={50}
          nothingFoundMessage={allProjects.length ? 'Такого объекта нет' : 'Объектов пока нет'}
          onChange={(v) => v && navigate(`/smety/?project=${v}`)}
          maw={520}
        />
      </Paper>
      {all.length === 0 ? (
        <SmetyEmpty />
      ) : (
        <>
          {!wide && (
            <Button
              variant="default"
              onClick={() => setFiltersOpen((o) => !o)}
              aria-expanded={filtersOpen}
              aria-controls="smety-filters"
              style={{ alignSelf: 'flex-start' }}
            >
              {activeFilters ? `Фильтры (${activeFilters})` : 'Фильтры'}
            </Button>
          )}
          <Collapse expanded={wide || filtersOpen} id="smety-filters">
            <SmetyFilters
              filter={filter}
              onChange={(f) => {
                setFilter(f);
                setPage(1);
              }}
              clients={clientOptions}
              projects={estimateProjects}
            />
          </Collapse>
          <Text size="sm" c="dimmed" role="status">
            {found.length === all.length
              ? `Всего смет: ${all.length}`
              : `Найдено смет: ${found.length} из ${all.length}`}
          </Text>
          {found.length === 0 ? (
            <Text c="dimmed">По этим условиям смет нет.</Text>
          ) : (
            <Stack
              gap={0}
              component="ul"
              aria-label="Сметы"
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {shown.map((item) => (
                <EstimateListRow
                  key={item.key}
                  item={item}
                  total={totals.get(item.key)}
                  onStatus={changeStatus}
                />
              ))}
            </Stack>
          )}
          <Pager total={pages} value={current} onChange={setPage} />
        </>
      )}
    </Stack>
  );
}
