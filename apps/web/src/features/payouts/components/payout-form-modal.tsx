import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { schemaResolver, useForm } from '@mantine/form';
import { z } from 'zod';
import { FormModal, resetForm, useFormModal } from '../../../components/form-modal';
import { amountFromText, todayIso } from '../../../lib/form-values';
import { useCreatePayout, useInstallerBalances } from '../api/payouts-api';

interface Values {
  installer: string;
  amount: string;
  date: string;
  note: string;
}

const schema = z.object({
  installer: z.string().regex(/^\d+$/, 'Выберите монтажника'),
  amount: z.string().refine((v) => amountFromText(v) !== null, 'Введите сумму в рублях, больше нуля'),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Укажите дату'),
  note: z.string().max(2000, 'Не длиннее 2000 символов'),
});

export interface PayoutFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** the project paid for, 0 = none */
  project: number;
  /** the installer chosen beforehand (his page, the project's installer), 0 = none */
  installer: number;
}

/** Record a payout to an installer: who, sum in roubles, day and a note. */
export function PayoutFormModal({ opened, onClose, project, installer }: PayoutFormModalProps) {
  const balances = useInstallerBalances();
  const create = useCreatePayout();
  const initial = (): Values => ({
    installer: installer ? String(installer) : '',
    amount: '',
    date: todayIso(),
    note: '',
  });
  const form = useForm<Values>({
    initialValues: initial(),
    validate: schemaResolver(schema, { sync: true }),
  });
  const { modal, save } = useFormModal(opened, onClose, () => resetForm(form, initial()));
  const submit = form.onSubmit((v) =>
    save(() =>
      create.mutateAsync({
        installer: Number(v.installer),
        project,
        amount: amountFromText(v.amount) ?? 0,
        date: v.date,
        note: v.note.trim(),
      }),
    ),
  );
  return (
    <FormModal modal={modal} title="Выплата монтажнику" onSubmit={submit} submitLabel="Записать">
      <Select
        label="Монтажник"
        required
        searchable
        data={(balances.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
        nothingFoundMessage="Монтажников нет"
        {...form.getInputProps('installer')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label="Сумма, ₽"
          required
          data-autofocus
          inputMode="decimal"
          autoComplete="off"
          {...form.getInputProps('amount')}
        />
        <DateInput
          label="Дата"
          required
          valueFormat="DD.MM.YYYY"
          locale="ru"
          {...form.getInputProps('date')}
          onChange={(d) => form.setFieldValue('date', d ?? '')}
        />
      </SimpleGrid>
      <Textarea label="Примечание" autosize minRows={2} {...form.getInputProps('note')} />
    </FormModal>
  );
}
