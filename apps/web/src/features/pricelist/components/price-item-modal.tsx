import {
  type PriceItem,
  type PriceItemCreateBody,
  type PriceKindCode,
  type PriceUnitCode,
  priceItemProblem,
  priceUnitCodes,
  priceUnitNames,
} from '@glad/contracts';
import { Alert, Autocomplete, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormModal, resetForm, useFormModal } from '../../../components/form-modal';
import { priceToText, textToPrice } from './price-field';
import { kindOptions } from './price-row';

interface Values {
  name: string;
  category: string;
  uid: string;
  unit: PriceUnitCode;
  kind: PriceKindCode;
  price: string;
  installerPrice: string;
  costPrice: string;
}

const unitOptions = priceUnitCodes.map((code) => ({ value: code, label: priceUnitNames[code] }));

function valuesOf(item: PriceItem | null, category: string): Values {
  const percent = item?.unit === 'percent';
  return {
    name: item?.name ?? '',
    category: item?.category ?? category,
    uid: item?.uid ?? '',
    unit: item?.unit ?? 'pcs',
    kind: item?.kind ?? 'material',
    price: item ? priceToText(item.price, percent) : '',
    installerPrice: item ? priceToText(item.installerPrice, percent) : '',
    costPrice: priceToText(item?.costPrice ?? null, percent),
  };
}

const numberError = (text: string, percent: boolean, required: boolean) => {
  const v = textToPrice(text, percent);
  if (v === undefined) return percent ? 'Введите число процентов' : 'Введите сумму в рублях';
  if (v === null && required) return 'Укажите цену';
  return null;
};

export interface PriceItemModalProps {
  opened: boolean;
  /** the item to change; null adds a new one */
  item: PriceItem | null;
  categories: string[];
  /** the category a new item starts in (the filter chosen on the page) */
  category: string;
  /** the user sees cost prices: without, the field is not shown and a new item has none */
  costs: boolean;
  onClose: () => void;
  onSubmit: (body: PriceItemCreateBody) => Promise<unknown>;
}

/** Add an item, or change every field of one (prices are also changed in place on the list). */
export function PriceItemModal({
  opened,
  item,
  categories,
  category,
  costs,
  onClose,
  onSubmit,
}: PriceItemModalProps) {
  const form = useForm<Values>({
    initialValues: valuesOf(item, category),
    // Checked on submit, not on leaving a field: an error line appearing under the field being left
    // moves the buttons below it between the press and the release of a click, and the click is lost.
    validate: {
      name: (v) => (v.trim() ? null : 'Укажите наименование'),
      uid: (v) => (/[\s/\\]/.test(v.trim()) ? 'Код позиции — без пробелов и косых черт' : null),
      price: (v, values) => numberError(v, values.unit === 'percent', true),
      installerPrice: (v, values) => numberError(v, values.unit === 'percent', false),
      costPrice: (v, values) => numberError(v, values.unit === 'percent', false),
    },
  });

  const { modal, setError, save } = useFormModal(opened, onClose, () =>
    resetForm(form, valuesOf(item, category)),
  );

  const percent = form.values.unit === 'percent';
  const submit = form.onSubmit(async (values) => {
    const body: PriceItemCreateBody = {
      name: values.name.trim(),
      category: values.category.trim(),
      unit: values.unit,
      kind: values.kind,
      price: textToPrice(values.price, percent) ?? 0,
      installerPrice: textToPrice(values.installerPrice, percent) ?? null,
      costPrice: textToPrice(values.costPrice, percent) ?? 0,
    };
    if (values.uid.trim()) body.uid = values.uid.trim();
    const problem = priceItemProblem(body);
    if (problem) {
      setError(problem);
      return;
    }
    await save(() => onSubmit(body));
  });

  const suffix = percent ? ', %' : ', ₽';
  return (
    <FormModal
      modal={modal}
      title={item ? 'Изменить позицию' : 'Новая позиция'}
      size="lg"
      onSubmit={submit}
      submitLabel={item ? 'Сохранить' : 'Добавить'}
    >
      <TextInput
        label="Наименование"
        required
        data-autofocus
        autoComplete="off"
        {...form.getInputProps('name')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Autocomplete label="Категория" data={categories} {...form.getInputProps('category')} />
        <TextInput
          label="Код"
          description={item ? 'По коду калькуляторы находят цену' : 'Пусто — код придумается сам'}
          autoComplete="off"
          {...form.getInputProps('uid')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NativeSelect label="Единица измерения" data={unitOptions} {...form.getInputProps('unit')} />
        <NativeSelect
          label="Тип"
          description="Монтажнику платят за работы и услуги"
          data={kindOptions}
          {...form.getInputProps('kind')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <TextInput
          label={`Цена для клиента${suffix}`}
          required
          inputMode="decimal"
          autoComplete="off"
          {...form.getInputProps('price')}
        />
        <TextInput
          label={`Цена монтажника${suffix}`}
          description={
            form.values.kind === 'material' ? 'Пусто — 0 за материал' : 'Пусто — доля от цены для клиента'
          }
          inputMode="decimal"
          autoComplete="off"
          {...form.getInputProps('installerPrice')}
        />
        {costs && (
          <TextInput
            label={`Себестоимость${suffix}`}
            inputMode="decimal"
            autoComplete="off"
            {...form.getInputProps('costPrice')}
          />
        )}
      </SimpleGrid>
      {percent && (
        <Alert color="blue" variant="light">
          Позиция в процентах — это наценка (10) или скидка (−5) на сумму строк выше неё в калькуляторе.
        </Alert>
      )}
    </FormModal>
  );
}
