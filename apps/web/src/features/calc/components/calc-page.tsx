import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileUnknown } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { type DraftRow, type ProjectRow, useRecord } from '../../../lib/offline-db';
import { useSyncStatus } from '../../../lib/sync';
import { currentUserId } from '../../../lib/tokens';
import { saveCalc } from '../api/draft-actions';
import type { EditorInit } from '../hooks/use-calc-editor';
import { decide, searchOf, targetKey, targetOf } from '../model/open';
import type { PricingData } from '../model/pricing';
import { clearStoredCalc, loadStoredCalc, type StoredCalc, storeCalc } from '../model/storage';
import { CalcEditor } from './calc-editor';
import { CalcStart } from './calc-start';

interface Opened {
  /**
   * The addresses (target keys) the open calculation answers to: one, or while a new draft's address
   * changes to its id, the old and the new one (the router changes the address a moment later).
   */
  keys: string[];
  init: EditorInit;
  notice?: string;
  /** a new number per opening: the editor starts afresh only then */
  round: number;
}

/** Unsaved work of another calculation: open it, save it, or let it go, before opening what was asked. */
function Conflict({ stored, onSettled }: { stored: StoredCalc; onSettled: () => void }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const name =
    stored.calc.name.trim() || (stored.calc.id === null ? 'новый чертёж' : `чертёж №${stored.calc.id}`);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Есть несохранённый чертёж
        </Title>
        <Text size="sm">
          В «{name}» остались изменения, которые не сохранены. Сохраните их или откажитесь, прежде чем открыть
          другой чертёж.
        </Text>
        <Group gap="xs" wrap="wrap">
          <Button
            loading={busy}
            onClick={async () => {
              setBusy(true);
              try {
                const id = await saveCalc(stored.calc);
                storeCalc({ ...stored, calc: { ...stored.calc, id }, saved: true });
                notifications.show({ color: 'teal', message: `Чертёж «${name}» сохранён` });
                onSettled();
              } catch (error) {
                notifications.show({
                  color: 'red',
                  title: 'Не сохранено',
                  message: (error as Error).message,
                });
              } finally {
                setBusy(false);
              }
            }}
          >
            Сохранить его
          </Button>
          <Button variant="default" onClick={() => navigate({ search: searchOf(stored.calc) })}>
            Открыть его
          </Button>
          <Button
            variant="light"
            color="red"
            onClick={() => {
              clearStoredCalc();
              onSettled();
            }}
          >
            Не сохранять
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /calc/ — the current calculation: `?draft={id}` opens a draft, `?project={id}` starts one there. */
export function CalcPage({ pricing }: { pricing: PricingData }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = targetOf(params);
  const key = targetKey(target);
  const draftId = target.kind === 'draft' ? target.id : null;
  const projectId = target.kind === 'project' ? target.id : null;
  // a live query answers its previous record for a moment after the id changes: only the asked one counts
  const draftRow = useRecord('drafts', draftId) as DraftRow | null | undefined;
  const draft = draftRow && draftRow.id !== draftId ? undefined : draftRow;
  const projectRow = useRecord('projects', projectId) as ProjectRow | null | undefined;
  const project = projectRow && projectRow.id !== projectId ? undefined : projectRow;
  // A record not on this device yet may come with the first pull: wait for it while a sync can bring it.
  const sync = useSyncStatus();
  const settling = sync.online && sync.lastError === null && (sync.isSyncing || sync.lastSyncedAt === null);
  const draftSeen = draft === null && settling ? undefined : draft;
  const projectSeen = project === null && settling ? undefined : project;
  const [opened, setOpened] = useState<Opened | null>(null);
  const [settled, setSettled] = useState(0);
  const rounds = useRef(0);

  // The target is read through its key; `settled` re-reads local storage after a conflict was dealt with.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  const decision = useMemo(
    () =>
      opened?.keys.includes(key)
        ? null
        : decide({ target, stored: loadStoredCalc(currentUserId()), draft: draftSeen, project: projectSeen }),
    [opened?.keys, key, draftSeen, projectSeen, settled],
  );

  useEffect(() => {
    if (decision?.kind !== 'open') return;
    const search = searchOf(decision.calc);
    const own = targetKey(targetOf(new URLSearchParams(search)));
    rounds.current += 1;
    setOpened({
      keys: own === key ? [own] : [key, own],
      init: { calc: decision.calc, saved: decision.saved },
      notice: decision.notice,
      round: rounds.current,
    });
    if (own !== key) navigate({ search }, { replace: true });
  }, [decision, key, navigate]);

  useEffect(() => {
    // the address caught up with the new draft's id: the old address is a different calculation again
    if (opened && opened.keys.length > 1 && opened.keys.at(-1) === key) setOpened({ ...opened, keys: [key] });
  }, [opened, key]);

  if (decision?.kind === 'start') return <CalcStart />;
  if (decision?.kind === 'conflict')
    return <Conflict stored={decision.stored} onSettled={() => setSettled((n) => n + 1)} />;
  if (decision?.kind === 'missing')
    return (
      <EmptyState
        icon={<IconFileUnknown size={30} />}
        title="Чертёж не найден"
        description="На этом устройстве нет такого чертежа: его удалили или он ещё не загрузился. Он откроется сам, как только придёт с сервера."
        actions={
          <Button component={Link} to="/drafts/" variant="light">
            Все чертежи
          </Button>
        }
      />
    );
  if (!opened?.keys.includes(key))
    return (
      <Group justify="center" p="xl">
        <Loader aria-label="Открываем чертёж" />
      </Group>
    );
  return (
    <Stack gap="md">
      {opened.notice && (
        <Alert color="yellow" withCloseButton onClose={() => setOpened({ ...opened, notice: undefined })}>
          {opened.notice}
        </Alert>
      )}
      <CalcEditor
        key={opened.round}
        initial={opened.init}
        pricing={pricing}
        onCreated={(id) => {
          setOpened({ ...opened, keys: [...opened.keys, `draft:${id}`] });
          navigate({ search: `?draft=${id}` }, { replace: true });
        }}
      />
    </Stack>
  );
}
