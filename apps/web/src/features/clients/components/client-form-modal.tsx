import { formatPhone, phoneToStore } from '@glad/contracts';
import { Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { FormModal, notifySaved, resetForm, useFormModal } from '../../../components/form-modal';
import { PhoneInput } from '../../../components/phone-input';
import type { ClientRow } from '../../../lib/offline-db';
import { putEdited } from '../../../lib/sync';
import { useUnsavedInput } from '../../../lib/unsaved-input';
import { type ClientFormValues, clientFormSchema } from '../client-form-schema';
import { DuplicatePhone } from './duplicate-phone';

const empty: ClientFormValues = { name: '', adresa: '', phone: '', notes: '' };

const valuesOf = (client: ClientRow | null | undefined): ClientFormValues =>
  client
    ? { name: client.name, adresa: client.adresa, phone: formatPhone(client.phone), notes: client.notes }
    : empty;

export interface ClientFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** the client to edit; none for a new one */
  client?: ClientRow | null;
  /** after a save, with the client's id (a new client's id is known at once, offline too) */
  onSaved?: (id: number) => void;
}

/** The client's fields as stored, from the form's values. */
function storedFields(values: ClientFormValues) {
  return {
    name: values.name.trim(),
    adresa: values.adresa.trim(),
    phone: phoneToStore(values.phone),
    notes: values.notes,
  };
}

/** Add or edit a client: saved to the offline copy at once and sent to the server when there is a network. */
export function ClientFormModal({ opened, onClose, client, onSaved }: ClientFormModalProps) {
  const navigate = useNavigate();
  const form = useForm<ClientFormValues>({
    initialValues: valuesOf(client),
    validate: schemaResolver(clientFormSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  // typed and not saved yet: the app must not reload under it (a new version, docs/spec.md §8)
  useUnsavedInput(opened && form.isDirty());
  // a fresh form each time it opens, with the record as it is now
  const { modal, save } = useFormModal(opened, onClose, () => resetForm(form, valuesOf(client)));

  const submit = form.onSubmit((values) =>
    save(async () => {
      const fields = storedFields(values);
      const id = await putEdited('clients', storedFields(form.getInitialValues()), fields, client?.id);
      notifySaved(`Клиент «${fields.name}»`, !client);
      return id;
    }, onSaved),
  );

  return (
    <FormModal
      modal={modal}
      title={client ? 'Изменить клиента' : 'Новый клиент'}
      onSubmit={submit}
      submitLabel={client ? 'Сохранить' : 'Добавить'}
    >
      <TextInput label="Имя" required data-autofocus autoComplete="off" {...form.getInputProps('name')} />
      <PhoneInput autoComplete="off" {...form.getInputProps('phone')} />
      {!client && (
        <DuplicatePhone
          phone={form.values.phone}
          onOpen={(id) => {
            onClose();
            navigate(`/clients/${id}`);
          }}
        />
      )}
      <TextInput label="Адрес" autoComplete="off" {...form.getInputProps('adresa')} />
      <Textarea label="Заметки" autosize minRows={2} maxRows={8} {...form.getInputProps('notes')} />
    </FormModal>
  );
}
