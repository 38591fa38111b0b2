import {
  DEFAULT_EVENT_MINUTES,
  type EventKind,
  type EventStatus,
  type EventWarning,
  eventKindLabels,
} from '@glad/contracts';
import { eventProblem } from '@glad/domain';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { resetForm, useFormModal } from '../../../components/form-modal';
import { db, type EventRow, eventWarningsHere } from '../../../lib/offline-db';
import { type StaffMember, staffName } from '../../../lib/staff';
import { putEdited, removeRecord } from '../../../lib/sync';
import { isoDay } from '../lib/calendar-days';

/** What a new event starts from: a tapped day or slot, or a client's or project's «Новый замер». */
export interface EventPreset {
  kind?: EventKind;
  date?: string;
  time?: string;
  duration?: number;
  client?: number;
  project?: number;
  adresa?: string;
  assignees?: number[];
}

export interface EventValues {
  kind: EventKind;
  date: string;
  time: string;
  duration: number;
  client: string;
  project: string;
  adresa: string;
  assignees: string[];
  note: string;
  status: EventStatus;
  cancel_reason: string;
}

function valuesOf(event: EventRow | null, preset: EventPreset): EventValues {
  const source = event ?? preset;
  return {
    kind: source.kind ?? 'zamer',
    date: source.date ?? isoDay(new Date()),
    time: source.time ?? '',
    duration: source.duration ?? DEFAULT_EVENT_MINUTES,
    client: source.client ? String(source.client) : '',
    project: source.project ? String(source.project) : '',
    adresa: source.adresa ?? '',
    assignees: (source.assignees ?? []).map(String),
    note: event?.note ?? '',
    status: event?.status ?? 'planned',
    cancel_reason: event?.cancel_reason ?? '',
  };
}

/** The form's values as the event's fields (trimmed, ids as numbers). */
export function fieldsOf(v: EventValues) {
  return {
    kind: v.kind,
    date: v.date,
    time: v.time,
    duration: v.duration,
    client: Number(v.client) || 0,
    project: Number(v.project) || 0,
    adresa: v.adresa.trim(),
    assignees: v.assignees.map(Number),
    note: v.note.trim(),
    status: v.status,
    cancel_reason: v.status === 'cancelled' ? v.cancel_reason.trim() : '',
  };
}

function validate(v: EventValues) {
  return {
    date: /^\d{4}-\d{2}-\d{2}$/.test(v.date) ? null : 'Укажите дату',
    time: v.time === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(v.time) ? null : 'Время — ЧЧ:ММ',
    duration: Number.isInteger(v.duration) && v.duration >= 1 ? null : 'Длительность — целое число минут',
    cancel_reason: v.status === 'cancelled' && !v.cancel_reason.trim() ? 'Укажите причину отмены' : null,
  };
}

/**
 * The event dialog's state: the fields (fresh on each opening), the warnings the server would answer
 * (worked out on the offline copy as the fields change), picking a project fills its client and address,
 * and saving or deleting through the offline copy.
 */
export function useEventForm(
  opened: boolean,
  onClose: () => void,
  event: EventRow | null,
  preset: EventPreset,
  staff: readonly StaffMember[] | undefined,
) {
  const form = useForm<EventValues>({ initialValues: valuesOf(event, preset), validate });
  const { modal, setError, save } = useFormModal(opened, onClose, () => {
    resetForm(form, valuesOf(event, preset));
    // a new event of a project or client without an address given takes theirs
    if (!event && !preset.adresa?.trim()) {
      if (preset.project) void pickProject(String(preset.project));
      else if (preset.client) void pickClient(String(preset.client));
    }
  });
  const [warnings, setWarnings] = useState<EventWarning[]>([]);

  const v = form.values;
  const key = JSON.stringify([v.date, v.time, v.duration, v.assignees, v.kind, v.project, v.status]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names every field the warnings read
  useEffect(() => {
    if (!opened) return;
    let live = true;
    const fields = fieldsOf(form.getValues());
    void eventWarningsHere({ id: event?.id ?? 0, ...fields }, (id) => staffName(staff, id)).then(
      (found) => live && setWarnings(found),
      () => live && setWarnings([]),
    );
    return () => {
      live = false;
    };
  }, [opened, key, staff, event?.id]);

  /** A project picked: its client and its address (or the client's) come with it. */
  const pickProject = async (value: string | null) => {
    form.setFieldValue('project', value ?? '');
    const project = value ? await db.projects.get(Number(value)) : undefined;
    if (!project) return;
    if (project.clientid) form.setFieldValue('client', String(project.clientid));
    const client = project.clientid ? await db.clients.get(project.clientid) : undefined;
    const adresa = project.adresa.trim() || client?.adresa.trim() || '';
    if (adresa) form.setFieldValue('adresa', adresa);
  };

  /** A client picked: their address when none is written yet. */
  const pickClient = async (value: string | null) => {
    form.setFieldValue('client', value ?? '');
    if (form.getValues().adresa.trim() || !value) return;
    const client = await db.clients.get(Number(value));
    if (client?.adresa.trim()) form.setFieldValue('adresa', client.adresa.trim());
  };

  const submit = form.onSubmit((values) => {
    const fields = fieldsOf(values);
    const problem = eventProblem(fields);
    if (problem) {
      setError(problem);
      return;
    }
    void save(async () => {
      const id = await putEdited('events', fieldsOf(form.getInitialValues()), fields, event?.id);
      notifications.show({
        color: 'teal',
        message: `${eventKindLabels[fields.kind]}: ${event ? 'изменения сохранены' : 'событие добавлено'}`,
      });
      return id;
    });
  });

  const remove = () =>
    save(async () => {
      if (!event) return;
      await removeRecord('events', event.id);
      notifications.show({ message: 'Событие перемещено в корзину' });
    });

  return { form, modal, warnings, submit, remove, pickProject, pickClient };
}
