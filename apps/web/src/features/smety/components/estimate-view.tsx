import type { SmetaStatus } from '@glad/contracts';
import { type EstimateKind, type EstimateSnapshot, estimateSnapshot, formatCount } from '@glad/domain';
import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useDrafts, useEvents, useRecord, useSmety } from '../../../lib/offline-db';
import { draftPlural } from '../../../lib/record-nouns';
import { useSyncStatus } from '../../../lib/sync';
import type { EstimateContextState } from '../api/estimate-context';
import { ensureEstimateRecord, pickRecord, setEstimateStatus, setInstaller } from '../api/estimate-records';
import { downloadPdf, downloadXlsx } from '../documents/export';
import { useProjectAmountWrite } from '../hooks/use-project-prices';
import { documentFileName } from '../model/document-text';
import { dayOf, localDay, type Smeta, type SmetaTable, statusOf } from '../model/estimates-list';
import { draftsWithoutCalculation, projectEstimate } from '../model/project-estimate';
import { EstimateSheet, sheetClasses } from './estimate-sheet';
import { EstimateToolbar } from './estimate-toolbar';

export interface EstimateViewProps {
  projectId: number;
  kind: EstimateKind;
  onKind: (kind: EstimateKind) => void;
  state: EstimateContextState;
  /** What the route puts under the toolbar for this estimate (the client's links). */
  clientLinks?: (p: {
    table: 'smeta' | 'smetamontazh';
    recordId: () => Promise<number>;
    snapshot: EstimateSnapshot | null;
    /** The record's status: it changes when a client accepts, so the links are asked again. */
    status: SmetaStatus | null;
  }) => ReactNode;
}

/**
 * A project's estimate: the client's (smeta) or the installer's (smetamontazh), built from the offline copy
 * as the company's settings say, with its status, print view, PDF and Excel. Opening it makes the project's
 * estimate record when there is none yet.
 */
export function EstimateView({ projectId, kind, onKind, state, clientLinks }: EstimateViewProps) {
  const project = useRecord('projects', projectId);
  const client = useRecord('clients', project?.clientid || null);
  const drafts = useDrafts('', { projectid: projectId });
  const smety = useSmety('smety', { projectid: projectId }) as Smeta[] | undefined;
  const montazh = useSmety('smetymontazh', { projectid: projectId }) as Smeta[] | undefined;
  const events = useEvents({ project: projectId });
  const [busy, setBusy] = useState<'pdf' | 'xlsx' | null>(null);

  const table = kind === 'client' ? 'smety' : 'smetymontazh';
  const records = kind === 'client' ? smety : montazh;
  const record = pickRecord(records);

  // A record made before the first pull could duplicate one the server already has: wait for the pull,
  // unless there is no network (or the server fails) and the estimate must work anyway.
  const sync = useSyncStatus();
  const pulled = !sync.online || sync.lastError !== null || (sync.lastSyncedAt !== null && !sync.isSyncing);
  // Every kind shown here gets its record, even when the user switched to the other kind before the pull
  // ended: the estimate they looked at must not go missing from the list.
  const shown = useRef(new Set<SmetaTable>());
  useEffect(() => {
    shown.current.add(table);
    if (!pulled || !project) return;
    for (const t of shown.current) {
      const existing = t === 'smety' ? smety : montazh;
      if (existing === undefined || existing.length > 0) continue;
      ensureEstimateRecord(t, { id: project.id, clientid: project.clientid, client: project.client }).catch(
        (err: Error) => notifications.show({ color: 'red', title: 'Смета не создана', message: err.message }),
      );
    }
  }, [pulled, project, smety, montazh, table]);

  // the installer chosen on the estimate, else the one the calendar sends to this project's installation
  const planned =
    events?.find((e) => e.kind === 'montazh' && e.status !== 'cancelled' && e.assignees?.length)
      ?.assignees[0] ?? null;
  const chosen = kind === 'installer' && typeof record?.montazhnik === 'number' ? record.montazhnik : 0;
  const installerId = chosen || planned;
  const date = record ? dayOf(record) || localDay() : localDay();

  const doc = useMemo(() => {
    if (!state.context || !project || !drafts) return null;
    return projectEstimate({
      kind,
      project,
      client: client ?? null,
      drafts: drafts as unknown as (Record<string, unknown> & { id: number })[],
      context: state.context,
      installerId,
      date,
    });
  }, [state.context, project, client, drafts, kind, installerId, date]);

  const snapshot = useMemo(() => (doc ? estimateSnapshot(doc) : null), [doc]);

  // the client estimate's total is the project's amount (lists, client card, home)
  useProjectAmountWrite(project, kind === 'client' ? doc?.totals.total : null, state, drafts);

  if (project === null) {
    return (
      <Stack gap="md">
        <PageHeader title="Смета" />
        <Alert color="yellow" title={`Объекта №${projectId} нет на этом устройстве`}>
          Он удалён или ещё не загружен.{' '}
          <Anchor component={Link} to="/smety/">
            Все сметы
          </Anchor>
        </Alert>
      </Stack>
    );
  }
  if (project === undefined || drafts === undefined || (!doc && state.loading)) {
    return (
      <Center py="xl">
        <Loader aria-label="Загрузка сметы" />
      </Center>
    );
  }
  const title = project.name.trim() || `Объект №${project.id}`;
  const run = async (what: 'pdf' | 'xlsx') => {
    if (!doc) return;
    setBusy(what);
    try {
      const name = documentFileName(doc, date);
      await (what === 'pdf' ? downloadPdf(doc, name) : downloadXlsx(doc, name));
    } catch (err) {
      notifications.show({ color: 'red', title: 'Файл не сохранён', message: (err as Error).message });
    } finally {
      setBusy(null);
    }
  };
  // A choice made before the record exists (the first pull still running) makes it first, so none is dropped.
  const recordId = (): Promise<number> =>
    record
      ? Promise.resolve(record.id)
      : ensureEstimateRecord(table, { id: project.id, clientid: project.clientid, client: project.client });
  const changeStatus = (status: SmetaStatus) => {
    recordId()
      .then((id) => setEstimateStatus(table, id, status))
      .catch((err: Error) =>
        notifications.show({ color: 'red', title: 'Статус не изменён', message: err.message }),
      );
  };
  const changeInstaller = (id: number) => {
    recordId()
      .then((recId) => setInstaller(recId, id))
      .catch((err: Error) =>
        notifications.show({ color: 'red', title: 'Монтажник не назначен', message: err.message }),
      );
  };
  const uncalculated = draftsWithoutCalculation(drafts as unknown as Record<string, unknown>[]);
  const included = drafts.filter((d) => d.smeta_exclude !== 1).length;

  return (
    <Stack gap="md">
      <PageHeader
        title={`Смета: ${title}`}
        description={`${project.client || 'Клиент не указан'} · ${formatCount(included, draftPlural)} в смете`}
        actions={
          <>
            <Button component={Link} to="/smety/" variant="default">
              Все сметы
            </Button>
            <Button component={Link} to="/smety/settings" variant="subtle">
              Настройки смет
            </Button>
          </>
        }
      />
      <EstimateToolbar
        kind={kind}
        onKind={onKind}
        status={record ? statusOf(record) : 'new'}
        onStatus={changeStatus}
        installers={state.context?.installers ?? []}
        installerId={installerId}
        onInstaller={changeInstaller}
        busy={busy}
        disabled={!doc}
        onPrint={() => window.print()}
        onPdf={() => void run('pdf')}
        onXlsx={() => void run('xlsx')}
      />
      {clientLinks?.({
        table: kind === 'client' ? 'smeta' : 'smetamontazh',
        recordId,
        snapshot,
        status: record ? statusOf(record) : null,
      })}
      {!state.context && !state.loading && (
        <Alert color="red" title="Смету не из чего собрать">
          Нет связи с сервером, а данных компании (настроек смет, прайс-листа) на этом устройстве ещё нет.
          Откройте смету, когда появится связь: после этого она будет открываться и без неё.
        </Alert>
      )}
      {state.missing.length > 0 && (
        <Alert color="yellow" title="Не всё загружено">
          Нет связи, и на этом устройстве ещё нет: {state.missing.join(', ')}. Смета посчитана по тому, что
          есть.
        </Alert>
      )}
      {included === 0 && (
        <Alert color="blue" title="В смете нет помещений">
          <Group gap="sm">
            <Text size="sm">Нарисуйте помещение объекта — оно сразу попадёт в смету.</Text>
            <Button component={Link} to={`/calc/?project=${project.id}`} size="xs" variant="light">
              Нарисовать помещение
            </Button>
          </Group>
        </Alert>
      )}
      {uncalculated > 0 && state.context && (
        <Alert color={state.context.templates.length ? 'blue' : 'yellow'}>
          {state.context.templates.length
            ? `Без своего расчёта: ${formatCount(uncalculated, draftPlural)} — посчитано по калькулятору по умолчанию.`
            : `Без расчёта: ${formatCount(uncalculated, draftPlural)}, а калькулятора по умолчанию нет — их строки без цен.`}
        </Alert>
      )}
      {doc && <EstimateSheet doc={doc} />}
      {doc &&
        createPortal(
          <div className={sheetClasses.printRoot}>
            <EstimateSheet doc={doc} idPrefix="print" />
          </div>,
          document.body,
        )}
    </Stack>
  );
}
