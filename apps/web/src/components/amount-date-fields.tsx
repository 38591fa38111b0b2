import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { z } from 'zod';
import { amountFromText } from '../lib/form-values';
import { RuDateInput } from './ru-date-input';

/*
 * The sum in roubles and the day of a money form (client payments, payouts to installers, expenses): the
 * same two fields, side by side on a wide screen and one under the other on a phone, with the same checks.
 */

/** The values the two fields keep: the typed roubles and the day as YYYY-MM-DD. */
export interface AmountDateValues {
  amount: string;
  date: string;
}

/** The checks of the two fields, to spread into a form's zod schema. */
export const amountDateSchema = {
  amount: z.string().refine((v) => amountFromText(v) !== null, 'Введите сумму в рублях, больше нуля'),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Укажите дату'),
};

export interface AmountDateFieldsProps<T extends AmountDateValues> {
  form: UseFormReturnType<T>;
  /** the sum field takes the focus when the form opens (the first thing typed) */
  autofocus?: boolean;
}

/** «Сумма, ₽» and «Дата» of a money form, bound to its `amount` and `date` values. */
export function AmountDateFields<T extends AmountDateValues>({
  form,
  autofocus = true,
}: AmountDateFieldsProps<T>) {
  const date = form.getInputProps('date');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <TextInput
        label="Сумма, ₽"
        required
        data-autofocus={autofocus || undefined}
        inputMode="decimal"
        autoComplete="off"
        {...form.getInputProps('amount')}
      />
      <RuDateInput label="Дата" required {...date} onChange={(day) => date.onChange(day ?? '')} />
    </SimpleGrid>
  );
}
