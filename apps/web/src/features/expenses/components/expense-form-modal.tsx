import { type Expense, type ExpenseCreateBody, expenseCategories } from '@glad/contracts';
import { Autocomplete, Select, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { z } from 'zod';
import { AmountDateFields, amountDateSchema } from '../../../components/amount-date-fields';
import { FormModal, resetForm, useFormModal } from '../../../components/form-modal';
import { amountFromText, amountToText, todayIso } from '../../../lib/form-values';

interface Values {
  project: string;
  category: string;
  amount: string;
  date: string;
  note: string;
}

const OWN = '0';

const schema = z.object({
  project: z.string(),
  category: z.string().trim().min(1, 'Укажите категорию расхода').max(100, 'Не длиннее 100 символов'),
  ...amountDateSchema,
  note: z.string().max(2000, 'Не длиннее 2000 символов'),
});

function valuesOf(expense: Expense | null, project: number | undefined): Values {
  return {
    project: String(expense?.projectid ?? project ?? 0),
    category: expense?.category ?? '',
    amount: expense ? amountToText(expense.amount) : '',
    date: expense?.date ?? todayIso(),
    note: expense?.note ?? '',
  };
}

export interface ExpenseFormModalProps {
  opened: boolean;
  expense: Expense | null;
  projects: { value: string; label: string }[];
  /** categories the company has used, offered with the usual ones */
  categories: string[];
  /** the project chosen in the filters, for a new expense */
  project: number | undefined;
  onClose: () => void;
  onSubmit: (body: ExpenseCreateBody) => Promise<unknown>;
}

/** Add or change an expense: project, category, amount in roubles, day and a note. */
export function ExpenseFormModal({
  opened,
  expense,
  projects,
  categories,
  project,
  onClose,
  onSubmit,
}: ExpenseFormModalProps) {
  const form = useForm<Values>({
    initialValues: valuesOf(expense, project),
    // Checked on submit, not on leaving a field: an error line appearing under the field being left
    // moves the buttons below it between the press and the release of a click, and the click is lost.
    validate: schemaResolver(schema, { sync: true }),
  });

  const { modal, save } = useFormModal(opened, onClose, () => resetForm(form, valuesOf(expense, project)));

  const submit = form.onSubmit((values) =>
    save(() =>
      onSubmit({
        projectid: Number(values.project) || 0,
        category: values.category.trim(),
        amount: amountFromText(values.amount) ?? 0,
        date: values.date,
        note: values.note.trim(),
      }),
    ),
  );

  const categoryOptions = [...new Set([...expenseCategories, ...categories])];
  return (
    <FormModal
      modal={modal}
      title={expense ? 'Изменить расход' : 'Новый расход'}
      size="lg"
      onSubmit={submit}
      submitLabel={expense ? 'Сохранить' : 'Добавить'}
    >
      <AmountDateFields form={form} />
      <Autocomplete label="Категория" required data={categoryOptions} {...form.getInputProps('category')} />
      <Select
        label="Объект"
        searchable
        limit={50}
        nothingFoundMessage="Такого объекта нет"
        data={[{ value: OWN, label: 'Без объекта — расход компании' }, ...projects]}
        allowDeselect={false}
        {...form.getInputProps('project')}
        onChange={(v) => form.setFieldValue('project', v ?? OWN)}
      />
      <Textarea
        label="Примечание"
        autosize
        minRows={2}
        maxRows={6}
        maxLength={2000}
        {...form.getInputProps('note')}
      />
    </FormModal>
  );
}
