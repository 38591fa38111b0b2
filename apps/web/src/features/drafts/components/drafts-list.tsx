import type { Announcements } from '@dnd-kit/core';
import { formatCount } from '@glad/domain';
import { Button, Checkbox, Group, Select, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { DataBoundary } from '../../../components/data-boundary';
import { LoadingState } from '../../../components/loading-state';
import { SearchInput } from '../../../components/search-input';
import { SortableList } from '../../../components/sortable-list';
import { removeWithUndo } from '../../../components/undo-notice';
import { openConfirmModal } from '../../../lib/confirm-dialog';
import { db, useDrafts, useLiveRecords, useRecordCount } from '../../../lib/offline-db';
import { draftPlural } from '../../../lib/record-nouns';
import { cloneDraft, type Draft, draftTitle } from '../draft-view';
import { excludeDraft, moveDraft } from '../draft-writes';
import { DraftItem } from './draft-item';
import { DraftsEmpty } from './drafts-empty';

/** The project filter's «every project» choice (an option, so it is picked like any other). */
const ALL = 'all';

/** Drafts shown at a time: a company may hold tens of thousands; more come with «Показать ещё». */
const PAGE = 100;

function deleteMany(drafts: readonly Draft[], done: () => void) {
  const one = drafts.length === 1 ? drafts[0] : undefined;
  const what = one ? `чертёж «${draftTitle(one)}»` : formatCount(drafts.length, draftPlural);
  openConfirmModal({
    title: one ? 'Удалить чертёж?' : `Удалить ${what}?`,
    children: <Text size="sm">Удалённое попадёт в корзину, оттуда его можно вернуть в течение 30 дней.</Text>,
    labels: { confirm: 'Удалить', cancel: 'Отмена' },
    confirmProps: { color: 'red' },
    onConfirm: async () => {
      const ok = await removeWithUndo(
        drafts.map((d) => ({ table: 'drafts' as const, id: d.id })),
        one ? `Чертёж «${draftTitle(one)}» удалён` : `Удалено: ${what}`,
      );
      if (ok) done();
    },
  });
}

function Results({ query, projectId }: { query: string; projectId: number | undefined }) {
  const drafts = useDrafts(query, { projectid: projectId }) as Draft[] | undefined;
  const total = useRecordCount('drafts');
  const [shown, setShown] = useState(PAGE);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const sortable = query.trim() === '';
  const list = useMemo(() => (drafts ?? []).slice(0, shown), [drafts, shown]);
  const nameOf = useCallback(
    (id: unknown) => draftTitle(list.find((d) => d.id === id) ?? { id: Number(id), name: '' }),
    [list],
  );
  const placeOf = (id: unknown) => list.findIndex((d) => d.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Взят чертёж «${nameOf(active.id)}», место ${placeOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `Чертёж «${nameOf(active.id)}» над местом ${placeOf(over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `Чертёж «${nameOf(active.id)}» поставлен на место ${placeOf(over.id)}.`
        : 'Перемещение отменено.',
    onDragCancel: () => 'Перемещение отменено.',
  };

  const onSelect = useCallback((id: number, on: boolean) => {
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  // the whole list, not the page shown: the draft after the last one shown bounds the new values too
  const onMove = useCallback((from: number, to: number) => void moveDraft(drafts ?? [], from, to), [drafts]);
  const onClone = useCallback((d: Draft) => void cloneDraft(d), []);
  const onDelete = useCallback((d: Draft) => deleteMany([d], () => undefined), []);

  if (drafts === undefined || total === undefined) return <LoadingState />;
  if (total === 0) return <DraftsEmpty />;

  const picked = list.filter((d) => selected.has(d.id));
  const allPicked = list.length > 0 && picked.length === list.length;

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Checkbox
          label="Выбрать все"
          checked={allPicked}
          indeterminate={picked.length > 0 && !allPicked}
          disabled={list.length === 0}
          onChange={(e) => setSelected(e.currentTarget.checked ? new Set(list.map((d) => d.id)) : new Set())}
        />
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={18} aria-hidden />}
          disabled={picked.length === 0}
          onClick={() => deleteMany(picked, () => setSelected(new Set()))}
        >
          {picked.length > 0 ? `Удалить выбранные (${picked.length})` : 'Удалить выбранные'}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {drafts.length === 0
          ? 'Таких чертежей нет: измените запрос или объект'
          : `${formatCount(drafts.length, draftPlural)}${sortable ? '' : ' найдено — порядок меняется без поиска'}`}
      </Text>
      <SortableList
        ids={list.map((d) => d.id)}
        label="Чертежи"
        announcements={announcements}
        instructions="Чтобы переместить чертёж, нажмите пробел, двигайте стрелками вверх и вниз, пробел — поставить, Escape — отменить."
        onMove={onMove}
      >
        {list.map((d, i) => (
          <DraftItem
            key={d.id}
            draft={d}
            index={i}
            count={list.length}
            selected={selected.has(d.id)}
            sortable={sortable}
            onSelect={onSelect}
            onMove={onMove}
            onExclude={excludeDraft}
            onClone={onClone}
            onDelete={onDelete}
          />
        ))}
      </SortableList>
      {drafts.length > shown && (
        <Button variant="default" style={{ alignSelf: 'center' }} onClick={() => setShown((n) => n + PAGE)}>
          Показать ещё
        </Button>
      )}
    </Stack>
  );
}

/** Drafts in their order (sort, then newest), with a project filter, search, reordering and bulk delete. */
export function DraftsList() {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const [project, setProject] = useState<string | null>(null);
  const projects = useLiveRecords(() => db.projects.toArray(), [], undefined);
  const options = useMemo(
    () => [
      { value: ALL, label: 'Все объекты' },
      ...(projects ?? [])
        .map((p) => ({ value: String(p.id), label: p.name.trim() || `Объект №${p.id}` }))
        .sort((a, b) => a.label.localeCompare(b.label, 'ru')),
    ],
    [projects],
  );

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchInput
          label="Поиск чертежей"
          placeholder="Название или объект"
          value={query}
          onChange={setQuery}
          style={{ flex: '1 1 220px' }}
        />
        <Select
          label="Объект"
          searchable
          limit={50}
          nothingFoundMessage="Такого объекта нет"
          data={options}
          value={project ?? ALL}
          allowDeselect={false}
          onChange={(v) => setProject(!v || v === ALL ? null : v)}
          style={{ flex: '1 1 220px' }}
        />
      </Group>
      <DataBoundary>
        <Results key={project ?? 'all'} query={deferred} projectId={project ? Number(project) : undefined} />
      </DataBoundary>
    </Stack>
  );
}
