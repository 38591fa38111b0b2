import type { CalcTemplateWire, CalculatorWire } from '@glad/contracts';
import { formatCount, formatDateTime } from '@glad/domain';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state';
import { openConfirmModal } from '../../../lib/confirm-dialog';
import {
  useCalculators,
  useCreateCalculator,
  useDeleteCalculator,
  useSetDefaultCalculator,
  useUpdateCalculator,
} from '../api/calculators-api';
import { CalculatorCard } from './calculator-card';
import { ConfigsEmpty } from './configs-empty';
import { NameModal } from './name-modal';
import { NewCalculatorModal } from './new-calculator-modal';

export interface ConfigsPageProps {
  /** null while the user is still loading */
  canEdit: boolean | null;
  /** the company's templates (from the constructor's list), to make calculators from */
  templates: CalcTemplateWire[];
}

const rowsOf = (c: CalculatorWire | CalcTemplateWire) => ({
  main: c.main,
  other: c.other,
  road: c.road,
  prochee: c.prochee,
  costs: c.costs,
  scripts: c.scripts,
});

const failed = (title: string) => (err: Error) =>
  notifications.show({ color: 'red', title, message: err.message });

/** The company's calculators (configs): the one default, made from templates, renamed, copied, deleted. */
export function ConfigsPage({ canEdit, templates }: ConfigsPageProps) {
  const list = useCalculators();
  const create = useCreateCalculator();
  const update = useUpdateCalculator();
  const setDefault = useSetDefaultCalculator();
  const remove = useDeleteCalculator();
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<CalculatorWire | null>(null);
  // The switch moves the moment it is pressed (only one on); the server's answer then settles the list.
  const [pending, setPending] = useState<{ id: number; value: 0 | 1 } | null>(null);

  if (!list.data) return <QueryState error={list.error} onRetry={() => void list.refetch()} />;
  const { items, limit, offlineSince } = list.data;
  const editable = canEdit === true && offlineSince === null;
  const templateName = (id: number | null) => templates.find((t) => t.id === id)?.name ?? null;

  const shownDefault = (calc: CalculatorWire): 0 | 1 => {
    if (!pending) return calc.default;
    if (calc.id === pending.id) return pending.value;
    return pending.value === 1 ? 0 : calc.default;
  };

  const toggleDefault = (calc: CalculatorWire, value: 0 | 1) => {
    setPending({ id: calc.id, value });
    setDefault.mutate(
      { id: calc.id, value },
      {
        onSettled: () => setPending(null),
        onSuccess: () =>
          notifications.show({
            color: 'teal',
            message: value ? `Основной калькулятор — «${calc.name}»` : `«${calc.name}» больше не основной`,
          }),
        onError: failed('Не удалось переключить основной калькулятор'),
      },
    );
  };

  const duplicate = (calc: CalculatorWire) =>
    create.mutate(
      {
        name: `${calc.name} (копия)`.slice(0, 200),
        templateId: calc.templateId ?? undefined,
        type: calc.type,
        currency: calc.currency,
        schema: calc.schema,
        sales: calc.sales,
        ...rowsOf(calc),
      },
      {
        onSuccess: (made) =>
          notifications.show({ color: 'teal', message: `Калькулятор «${made.name}» создан` }),
        onError: failed('Не удалось скопировать калькулятор'),
      },
    );

  const refresh = (calc: CalculatorWire) => {
    const template = templates.find((t) => t.id === calc.templateId);
    if (!template) return;
    openConfirmModal({
      title: 'Взять строки из шаблона?',
      children: (
        <Text size="sm">
          Строки и правила калькулятора «{calc.name}» заменятся строками шаблона «{template.name}». Уже
          посчитанные чертежи сохранят свои цены.
        </Text>
      ),
      labels: { confirm: 'Заменить строки', cancel: 'Отмена' },
      closeButtonProps: { 'aria-label': 'Закрыть' },
      onConfirm: () =>
        update.mutate(
          { id: calc.id, body: { ...rowsOf(template), sales: template.sales } },
          {
            onSuccess: () =>
              notifications.show({ color: 'teal', message: `Строки «${calc.name}» обновлены из шаблона` }),
            onError: failed('Не удалось обновить калькулятор'),
          },
        ),
    });
  };

  const confirmDelete = (calc: CalculatorWire) =>
    openConfirmModal({
      title: 'Удалить калькулятор?',
      children: (
        <Text size="sm">
          Калькулятор «{calc.name}» будет удалён. Уже посчитанные чертежи сохранят свои строки и цены.
          {calc.default === 1 && ' Он основной: новые чертежи возьмут первый из оставшихся.'}
        </Text>
      ),
      labels: { confirm: 'Удалить', cancel: 'Отмена' },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': 'Закрыть' },
      onConfirm: () =>
        remove.mutate(calc.id, {
          onSuccess: () =>
            notifications.show({ color: 'teal', message: `Калькулятор «${calc.name}» удалён` }),
          onError: failed(`Не удалось удалить «${calc.name}»`),
        }),
    });

  return (
    <Stack gap="sm" component="section" aria-labelledby="calculators-title">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h3" id="calculators-title">
            Калькуляторы компании
          </Title>
          <Text size="sm" c="dimmed">
            {items.length} из {formatCount(limit, ['калькулятора', 'калькуляторов', 'калькуляторов'])} по
            тарифу. Основной берут новые чертежи; без основного — первый в списке.
          </Text>
        </Stack>
        {editable && (
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
            Новый калькулятор
          </Button>
        )}
      </Group>
      {offlineSince !== null && (
        <Alert color="yellow" variant="light" title="Нет связи с сервером">
          Показаны калькуляторы, сохранённые на устройстве {formatDateTime(offlineSince)}. Менять их можно,
          когда связь вернётся.
        </Alert>
      )}
      {canEdit === false && (
        <Alert color="blue" variant="light">
          Калькуляторы меняет владелец компании или сотрудник с правом «Прайс-лист и калькуляторы».
        </Alert>
      )}
      {items.length === 0 ? (
        <ConfigsEmpty canEdit={editable} onAdd={() => setAdding(true)} />
      ) : (
        <Stack
          gap="xs"
          component="ul"
          aria-label="Калькуляторы"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {items.map((calc) => (
            <li key={calc.id}>
              <CalculatorCard
                calc={{ ...calc, default: shownDefault(calc) }}
                templateName={templateName(calc.templateId)}
                canEdit={editable}
                busy={setDefault.isPending}
                onDefault={toggleDefault}
                onRename={setRenaming}
                onDuplicate={duplicate}
                onRefresh={refresh}
                onDelete={confirmDelete}
              />
            </li>
          ))}
        </Stack>
      )}
      <NewCalculatorModal
        opened={adding}
        templates={templates}
        noDefault={!items.some((c) => c.default === 1)}
        onClose={() => setAdding(false)}
        onSubmit={(body) =>
          create
            .mutateAsync(body)
            .then((made) =>
              notifications.show({ color: 'teal', message: `Калькулятор «${made.name}» создан` }),
            )
        }
      />
      <NameModal
        opened={renaming !== null}
        title="Переименовать калькулятор"
        label="Название"
        initial={renaming?.name ?? ''}
        submitLabel="Сохранить"
        onClose={() => setRenaming(null)}
        onSubmit={(name) =>
          renaming
            ? update
                .mutateAsync({ id: renaming.id, body: { name } })
                .then((saved) =>
                  notifications.show({ color: 'teal', message: `Калькулятор переименован: «${saved.name}»` }),
                )
            : Promise.resolve()
        }
      />
    </Stack>
  );
}
