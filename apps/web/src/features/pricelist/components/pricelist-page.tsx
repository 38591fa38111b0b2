import type { PriceItem, PriceItemCreateBody, PriceItemUpdateBody } from '@glad/contracts';
import { formatCount, formatDateTime } from '@glad/domain';
import { Alert, Button, FileButton, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconPlus, IconUpload } from '@tabler/icons-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { QueryState } from '../../../components/query-state';
import { SearchInput } from '../../../components/search-input';
import { showUndo } from '../../../components/undo-notice';
import { VirtualList } from '../../../components/virtual-list';
import {
  downloadPriceList,
  useCreatePriceItem,
  useDeletePriceItem,
  useImportPriceList,
  usePriceList,
  useUpdatePriceItem,
} from '../api/pricelist-api';
import { ImportReport } from './import-report';
import { PriceItemModal } from './price-item-modal';
import { PriceRow } from './price-row';
import { PriceListEmpty } from './pricelist-empty';

/** Lists longer than this are virtualised: only the rows near the screen are built. */
const VIRTUAL_FROM = 80;
const ALL = '';

function matches(item: PriceItem, words: string[]) {
  const text = `${item.name} ${item.uid} ${item.category}`.toLowerCase().replace(/ё/g, 'е');
  return words.every((w) => text.includes(w));
}

export interface PriceListPageProps {
  /** null while the user is still loading */
  canEdit: boolean | null;
  /** the user sees cost prices (the owner, rights group «Отчёты») */
  costs: boolean;
  /** SMETA_PROCENT_SOOTNOSHENIE of the company */
  installerShare: number;
}

/** The price list (/configs2/): search, category filter, prices changed in place, XLSX out and in. */
const withoutCost = ({ costPrice: _hidden, ...rest }: PriceItemCreateBody) => rest;

export function PriceListPage({ canEdit, costs, installerShare }: PriceListPageProps) {
  const list = usePriceList();
  const create = useCreatePriceItem();
  const update = useUpdatePriceItem();
  const remove = useDeletePriceItem();
  const importer = useImportPriceList();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState(ALL);
  const [editing, setEditing] = useState<PriceItem | null>(null);
  const [adding, setAdding] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [imported, setImported] = useState<{ name: string } | null>(null);
  const deferred = useDeferredValue(query);

  const items = list.data?.items;
  const shown = useMemo(() => {
    if (!items) return [];
    const words = deferred.toLowerCase().replace(/ё/g, 'е').split(/\s+/).filter(Boolean);
    return items.filter((i) => (category === ALL || i.category === category) && matches(i, words));
  }, [items, deferred, category]);

  if (!list.data) return <QueryState error={list.error} onRetry={() => void list.refetch()} />;
  const { categories, offlineSince } = list.data;
  const editable = canEdit === true && offlineSince === null;

  const change = (item: PriceItem, body: PriceItemUpdateBody) =>
    update.mutateAsync({ id: item.id, body }).then(
      (saved) => notifications.show({ color: 'teal', message: `Сохранено: ${saved.name}`, autoClose: 2000 }),
      (err: Error) => {
        notifications.show({ color: 'red', title: `Не сохранено: ${item.name}`, message: err.message });
        throw err;
      },
    );

  const deleteItem = (item: PriceItem) =>
    remove.mutate(item.id, {
      onSuccess: () =>
        showUndo(
          `Позиция «${item.name}» удалена`,
          () =>
            create.mutateAsync({
              uid: item.uid,
              name: item.name,
              category: item.category,
              unit: item.unit,
              kind: item.kind,
              price: item.price,
              installerPrice: item.installerPrice,
              // hidden from this user (null): the item comes back without a cost price
              costPrice: item.costPrice ?? 0,
              sort: item.sort,
            }),
          'Позиция возвращена',
        ),
      onError: (err) =>
        notifications.show({
          color: 'red',
          title: `Не удалось удалить «${item.name}»`,
          message: err.message,
        }),
    });

  const submitModal = (body: PriceItemCreateBody) =>
    editing
      ? update
          // a cost price hidden from this user is not theirs to send: the item keeps its own
          .mutateAsync({ id: editing.id, body: costs ? body : withoutCost(body) })
          .then((saved) =>
            notifications.show({ color: 'teal', message: `Позиция «${saved.name}» сохранена` }),
          )
      : create
          .mutateAsync(body)
          .then((saved) =>
            notifications.show({ color: 'teal', message: `Позиция «${saved.name}» добавлена` }),
          );

  const exportList = async () => {
    setExporting(true);
    try {
      await downloadPriceList();
    } catch (err) {
      notifications.show({
        color: 'red',
        title: 'Не удалось выгрузить прайс-лист',
        message: (err as Error).message,
      });
    } finally {
      setExporting(false);
    }
  };

  const importFile = (file: File | null) => {
    if (!file) return;
    importer.mutate(file, {
      onSuccess: () => setImported({ name: file.name }),
      onError: (err) =>
        notifications.show({ color: 'red', title: 'Не удалось загрузить файл', message: err.message }),
    });
  };

  const row = (item: PriceItem) => (
    <PriceRow
      item={item}
      installerShare={installerShare}
      canEdit={editable}
      onChange={change}
      onEdit={setEditing}
      onDelete={deleteItem}
    />
  );

  return (
    <Stack gap="md">
      {offlineSince !== null && (
        <Alert color="yellow" variant="light" title="Нет связи с сервером">
          Показан прайс-лист, сохранённый на устройстве {formatDateTime(offlineSince)}. Менять цены можно,
          когда связь вернётся.
        </Alert>
      )}
      {canEdit === false && (
        <Alert color="blue" variant="light">
          Цены меняет владелец компании или сотрудник с правом «Прайс-лист и калькуляторы».
        </Alert>
      )}
      <Group gap="sm" wrap="wrap">
        {editable && (
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
            Добавить позицию
          </Button>
        )}
        <Button
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden />}
          loading={exporting}
          disabled={offlineSince !== null}
          onClick={() => void exportList()}
        >
          Выгрузить в Excel
        </Button>
        {editable && (
          <FileButton
            onChange={importFile}
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconUpload size={18} aria-hidden />}
                loading={importer.isPending}
              >
                Загрузить из Excel
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      {items && items.length === 0 ? (
        <PriceListEmpty canEdit={editable} onAdd={() => setAdding(true)} />
      ) : (
        <>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <SearchInput
              label="Поиск"
              placeholder="Название или код"
              value={query}
              onChange={setQuery}
              style={{ flex: '1 1 220px' }}
            />
            <NativeSelect
              label="Категория"
              data={[
                { value: ALL, label: 'Все категории' },
                ...categories.map((c) => ({ value: c, label: c })),
              ]}
              value={category}
              onChange={(e) => setCategory(e.currentTarget.value)}
              style={{ flex: '1 1 180px' }}
            />
          </Group>
          <Text size="sm" c="dimmed" role="status">
            {shown.length === items?.length
              ? formatCount(shown.length, ['позиция', 'позиции', 'позиций'])
              : `Найдено ${shown.length} из ${formatCount(items?.length ?? 0, ['позиции', 'позиций', 'позиций'])}`}
          </Text>
          {shown.length === 0 ? (
            <Text>Ничего не найдено. Измените запрос или выберите другую категорию.</Text>
          ) : shown.length >= VIRTUAL_FROM ? (
            <VirtualList
              items={shown}
              getKey={(i) => i.id}
              renderItem={(i) => <div style={{ paddingBottom: 8 }}>{row(i)}</div>}
              estimateSize={170}
              label="Позиции прайс-листа"
            />
          ) : (
            <Stack
              gap="xs"
              component="ul"
              aria-label="Позиции прайс-листа"
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {shown.map((i) => (
                <li key={i.id}>{row(i)}</li>
              ))}
            </Stack>
          )}
        </>
      )}
      <PriceItemModal
        opened={adding || editing !== null}
        item={editing}
        categories={categories}
        category={category}
        costs={costs}
        onClose={() => {
          setAdding(false);
          setEditing(null);
        }}
        onSubmit={submitModal}
      />
      <ImportReport
        report={imported ? (importer.data ?? null) : null}
        fileName={imported?.name ?? ''}
        onClose={() => setImported(null)}
      />
    </Stack>
  );
}
