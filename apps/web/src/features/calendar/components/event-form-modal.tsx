import {
  type EventKind,
  type EventStatus,
  eventKindLabels,
  eventKinds,
  eventStatuses,
  eventStatusLabels,
} from '@glad/contracts';
import {
  Alert,
  Button,
  Center,
  Group,
  List,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Textarea,
  TextInput,
  useMatches,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCalendarDown, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { ClientSelect } from '../../../components/client-select';
import { FormModal } from '../../../components/form-modal';
import { downloadAuthed } from '../../../lib/download';
import { type EventRow, useClients, useProjects } from '../../../lib/offline-db';
import { useStaffMembers } from '../../../lib/staff';
import { type EventPreset, useEventForm } from '../hooks/use-event-form';
import { eventKindLooks } from '../lib/event-looks';

export interface EventFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** the event to change; null for a new one */
  event: EventRow | null;
  /** a new event's fields given by where it was made */
  preset?: EventPreset;
}

const kindData = eventKinds.map((k) => ({
  value: k,
  label: (
    <Center style={{ gap: 4 }}>
      {eventKindLooks[k].icon(16)}
      <span>{eventKindLabels[k]}</span>
    </Center>
  ),
}));

/** The one dialog that makes and changes an event (замер, монтаж, встреча, другое). */
export function EventFormModal({ opened, onClose, event, preset = {} }: EventFormModalProps) {
  const staff = useStaffMembers();
  // four kinds side by side do not fit a 360 px phone: there they stand in a column
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', xs: 'horizontal' });
  const { form, modal, warnings, submit, remove, pickProject, pickClient } = useEventForm(
    opened,
    onClose,
    event,
    preset,
    staff.data,
  );
  const clients = useClients('');
  const clientId = Number(form.values.client) || undefined;
  const projects = useProjects('', { clientid: clientId });
  const clientOptions = useMemo(
    () => (clients ?? []).map((c) => ({ value: String(c.id), label: c.name.trim() || `Клиент №${c.id}` })),
    [clients],
  );
  const projectOptions = useMemo(
    () => (projects ?? []).map((p) => ({ value: String(p.id), label: p.name.trim() || `Объект №${p.id}` })),
    [projects],
  );
  const staffOptions = (staff.data ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  // a chosen id the lists do not hold yet (first screen of clients, staff not loaded) keeps a label
  const withChosen = (options: { value: string; label: string }[], value: string, label: string) =>
    value && !options.some((o) => o.value === value) ? [{ value, label }, ...options] : options;

  return (
    <FormModal
      modal={modal}
      title={event ? `${eventKindLabels[event.kind]}: изменить` : 'Новое событие'}
      size="lg"
      onSubmit={submit}
      submitLabel={event ? 'Сохранить' : 'Добавить'}
    >
      <SegmentedControl
        aria-label="Вид события"
        data={kindData}
        fullWidth
        orientation={orientation}
        value={form.values.kind}
        onChange={(v) => form.setFieldValue('kind', v as EventKind)}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <TextInput label="Дата" type="date" required data-autofocus {...form.getInputProps('date')} />
        <TextInput
          label="Начало"
          type="time"
          description="Пусто — на весь день"
          {...form.getInputProps('time')}
        />
        <NumberInput
          label="Длительность, мин"
          min={1}
          max={1440}
          step={15}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('duration')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <ClientSelect
          data={withChosen(clientOptions, form.values.client, `Клиент №${form.values.client}`)}
          value={form.values.client || null}
          onChange={(v) => void pickClient(v)}
        />
        <Select
          label="Объект"
          placeholder="Найдите по названию"
          searchable
          clearable
          clearButtonProps={{ 'aria-label': 'Без объекта' }}
          limit={50}
          nothingFoundMessage="Такого объекта нет"
          data={withChosen(projectOptions, form.values.project, `Объект №${form.values.project}`)}
          value={form.values.project || null}
          onChange={(v) => void pickProject(v)}
        />
      </SimpleGrid>
      <TextInput label="Адрес" autoComplete="off" maxLength={500} {...form.getInputProps('adresa')} />
      <MultiSelect
        label="Исполнители"
        placeholder={form.values.assignees.length ? undefined : 'Кто поедет'}
        searchable
        nothingFoundMessage="Такого сотрудника нет"
        data={form.values.assignees.reduce(
          (options, id) => withChosen(options, id, `Сотрудник №${id}`),
          staffOptions,
        )}
        {...form.getInputProps('assignees')}
      />
      <Textarea label="Заметка" autosize minRows={2} maxLength={5000} {...form.getInputProps('note')} />
      <Select
        label="Статус"
        allowDeselect={false}
        data={eventStatuses.map((s) => ({ value: s, label: eventStatusLabels[s] }))}
        value={form.values.status}
        onChange={(v) => v && form.setFieldValue('status', v as EventStatus)}
      />
      {form.values.status === 'cancelled' && (
        <TextInput
          label="Причина отмены"
          required
          maxLength={1000}
          {...form.getInputProps('cancel_reason')}
        />
      )}
      {warnings.length > 0 && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title="Обратите внимание"
        >
          <List size="sm" spacing={2}>
            {warnings.map((w) => (
              <List.Item key={`${w.code}-${w.eventId ?? 0}-${w.userId ?? 0}`}>{w.message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {event && (
        <Group gap="xs" wrap="wrap">
          {event._v > 0 && (
            <Button
              variant="default"
              leftSection={<IconCalendarDown size={16} />}
              onClick={() =>
                void downloadAuthed(`/api/events/${event.id}/ics`, `sobytie-${event.id}.ics`).catch(
                  (err: Error) => notifications.show({ color: 'red', message: err.message }),
                )
              }
            >
              Скачать .ics
            </Button>
          )}
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => void remove()}
          >
            Удалить в корзину
          </Button>
        </Group>
      )}
    </FormModal>
  );
}
