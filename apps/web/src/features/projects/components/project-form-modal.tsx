import { NativeSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMemo } from 'react';
import { z } from 'zod';
import { ClientSelect } from '../../../components/client-select';
import { FormModal, notifySaved, resetForm, useFormModal } from '../../../components/form-modal';
import { RuDateInput } from '../../../components/ru-date-input';
import { todayIso } from '../../../lib/form-values';
import { type ProjectRow, useClients } from '../../../lib/offline-db';
import { useStaffMembers } from '../../../lib/staff';
import { putEdited } from '../../../lib/sync';
import { useStatuses } from '../api/statuses-api';
import { StatusSelect } from './status-parts';

const schema = z.object({
  name: z.string().trim().min(1, 'Укажите название объекта').max(300, 'Не длиннее 300 символов'),
  clientid: z.string(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Укажите дату'),
  status_worked: z.number().int(),
  status_payment: z.number().int(),
  project_manager: z.string(),
  adresa: z.string().trim().max(500, 'Не длиннее 500 символов'),
  notes: z.string().trim().max(10_000, 'Не длиннее 10000 символов'),
});
type Values = z.infer<typeof schema>;

function valuesOf(project: ProjectRow | null | undefined, clientId: number | undefined): Values {
  return {
    name: project?.name ?? '',
    clientid: String(project?.clientid || clientId || ''),
    date: project?.date || todayIso(),
    status_worked: project?.status_worked ?? 0,
    status_payment: project?.status_payment ?? 0,
    project_manager: String(project?.project_manager ?? 0),
    adresa: project?.adresa ?? '',
    notes: project?.notes ?? '',
  };
}

/** The project's fields as stored, from the form's values. */
function storedFields(values: Values) {
  return {
    name: values.name.trim(),
    clientid: Number(values.clientid) || 0,
    date: values.date,
    status_worked: values.status_worked,
    status_payment: values.status_payment,
    project_manager: Number(values.project_manager) || 0,
    adresa: values.adresa.trim(),
    notes: values.notes.trim(),
  };
}

export interface ProjectFormModalProps {
  opened: boolean;
  onClose: () => void;
  project?: ProjectRow | null;
  /** a new project for this client (the client's card) */
  clientId?: number;
  onSaved?: (id: number) => void;
}

/** Add or edit a project (объект): saved to the offline copy at once, sent when there is a network. */
export function ProjectFormModal({ opened, onClose, project, clientId, onSaved }: ProjectFormModalProps) {
  const clients = useClients('');
  const statuses = useStatuses();
  const managers = useStaffMembers();
  const form = useForm<Values>({
    initialValues: valuesOf(project, clientId),
    validate: schemaResolver(schema, { sync: true }),
    validateInputOnBlur: true,
  });

  const { modal, save } = useFormModal(opened, onClose, () => resetForm(form, valuesOf(project, clientId)));

  const clientOptions = useMemo(
    () => (clients ?? []).map((c) => ({ value: String(c.id), label: c.name.trim() || `Клиент №${c.id}` })),
    [clients],
  );
  const chosenClient = clients?.find((c) => String(c.id) === form.values.clientid);
  const clientAddress = chosenClient?.adresa.trim() ?? '';
  const managerOptions = [
    { value: '0', label: 'Не назначен' },
    ...(managers.data ?? []).map((m) => ({ value: String(m.id), label: m.name })),
  ];

  const submit = form.onSubmit((values) =>
    save(async () => {
      const fields = storedFields(values);
      const id = await putEdited('projects', storedFields(form.getInitialValues()), fields, project?.id);
      notifySaved(`Объект «${fields.name}»`, !project);
      return id;
    }, onSaved),
  );

  return (
    <FormModal
      modal={modal}
      title={project ? 'Изменить объект' : 'Новый объект'}
      size="lg"
      onSubmit={submit}
      submitLabel={project ? 'Сохранить' : 'Добавить'}
    >
      <TextInput
        label="Название"
        required
        data-autofocus
        autoComplete="off"
        {...form.getInputProps('name')}
      />
      <ClientSelect
        data={clientOptions}
        {...form.getInputProps('clientid')}
        onChange={(v) => form.setFieldValue('clientid', v ?? '')}
      />
      <RuDateInput
        label="Дата"
        required
        {...form.getInputProps('date')}
        onChange={(v) => form.setFieldValue('date', v ?? '')}
      />
      <TextInput
        label="Адрес объекта"
        description={clientAddress ? `Пусто — адрес клиента: ${clientAddress}` : 'Пусто — адрес клиента'}
        autoComplete="off"
        {...form.getInputProps('adresa')}
      />
      <Textarea label="Заметки" autosize minRows={2} maxRows={6} {...form.getInputProps('notes')} />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <StatusSelect
          label="Работы"
          statuses={statuses.data?.work ?? []}
          value={form.values.status_worked}
          onChange={(id) => form.setFieldValue('status_worked', id)}
        />
        <StatusSelect
          label="Оплата"
          statuses={statuses.data?.payment ?? []}
          value={form.values.status_payment}
          onChange={(id) => form.setFieldValue('status_payment', id)}
        />
        <NativeSelect label="Менеджер" data={managerOptions} {...form.getInputProps('project_manager')} />
      </SimpleGrid>
    </FormModal>
  );
}
