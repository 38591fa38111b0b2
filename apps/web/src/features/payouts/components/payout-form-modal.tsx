import { Select, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { z } from 'zod';
import { AmountDateFields, amountDateSchema } from '../../../components/amount-date-fields';
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
  ...amountDateSchema,
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
      <AmountDateFields form={form} />
      <Textarea label="Примечание" autosize minRows={2} {...form.getInputProps('note')} />
    </FormModal>
  );
}
