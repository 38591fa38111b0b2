import {
  type PaymentKind,
  type PaymentMethod,
  paymentKindLabels,
  paymentKinds,
  paymentMethodLabels,
  paymentMethods,
} from '@glad/contracts';
import { SegmentedControl, Select, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { z } from 'zod';
import { AmountDateFields, amountDateSchema } from '../../../components/amount-date-fields';
import { FormModal, resetForm, useFormModal } from '../../../components/form-modal';
import { amountFromText, amountToText, todayIso } from '../../../lib/form-values';
import type { PaymentRow } from '../../../lib/offline-db';
import { putEdited } from '../../../lib/sync';

interface Values {
  amount: string;
  date: string;
  method: PaymentMethod;
  kind: PaymentKind;
  note: string;
}

const schema = z.object({
  ...amountDateSchema,
  method: z.enum(paymentMethods),
  kind: z.enum(paymentKinds),
  note: z.string().max(2000, 'Не длиннее 2000 символов'),
});

function valuesOf(payment: PaymentRow | null, firstOne: boolean): Values {
  return {
    amount: payment ? amountToText(payment.amount) : '',
    date: payment?.date ?? todayIso(),
    method: payment?.method ?? 'nal',
    kind: payment?.kind ?? (firstOne ? 'predoplata' : 'doplata'),
    note: payment?.note ?? '',
  };
}

/** The payment's fields as stored, from the form's values. */
function storedFields(projectId: number, values: Values) {
  return {
    project: projectId,
    amount: amountFromText(values.amount) ?? 0,
    date: values.date,
    method: values.method,
    kind: values.kind,
    note: values.note.trim(),
  };
}

export interface PaymentFormModalProps {
  opened: boolean;
  projectId: number;
  /** the payment changed; null for a new one */
  payment: PaymentRow | null;
  /** no payment yet: a new one is a prepayment unless chosen otherwise */
  firstOne: boolean;
  onClose: () => void;
}

/** Record or change a client payment: sum in roubles, day, method, kind and a note (offline too). */
export function PaymentFormModal({ opened, projectId, payment, firstOne, onClose }: PaymentFormModalProps) {
  const form = useForm<Values>({
    initialValues: valuesOf(payment, firstOne),
    validate: schemaResolver(schema, { sync: true }),
  });
  const { modal, save } = useFormModal(opened, onClose, () => resetForm(form, valuesOf(payment, firstOne)));

  const submit = form.onSubmit((values) =>
    save(() =>
      putEdited(
        'oplata',
        storedFields(projectId, form.getInitialValues()),
        storedFields(projectId, values),
        payment?.id,
      ),
    ),
  );

  return (
    <FormModal
      modal={modal}
      title={payment ? 'Изменить оплату' : 'Новая оплата'}
      onSubmit={submit}
      submitLabel={payment ? 'Сохранить' : 'Записать'}
    >
      <Stack gap={4}>
        <Text size="sm" fw={500} id="payment-kind-label">
          Вид платежа
        </Text>
        <SegmentedControl
          fullWidth
          aria-labelledby="payment-kind-label"
          data={paymentKinds.map((k) => ({ value: k, label: paymentKindLabels[k] }))}
          {...form.getInputProps('kind')}
        />
      </Stack>
      <AmountDateFields form={form} />
      <Select
        label="Способ оплаты"
        data={paymentMethods.map((m) => ({ value: m, label: paymentMethodLabels[m] }))}
        allowDeselect={false}
        {...form.getInputProps('method')}
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
