import {
  type Company,
  formatPhone,
  type Requisites,
  requisiteLabels,
  updateCompanyBody,
} from '@glad/contracts';
import { Button, Fieldset, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ContactInputs } from '../../../components/contact-inputs';
import { useUpdateCompany } from '../api/company-api';

type RequisiteKey = keyof Requisites;

interface ProfileValues {
  name: string;
  email: string;
  phone: string;
  city: string;
  adres: string;
  managerdetail: string;
  requisites: Record<RequisiteKey, string>;
}

const requisiteKeys = Object.keys(requisiteLabels) as RequisiteKey[];
/** Number-only requisites: a phone shows its digit keyboard for them. */
const numericRequisites = new Set<RequisiteKey>(['inn', 'kpp', 'ogrn', 'bik', 'rs', 'ks']);

function valuesOf(company: Company): ProfileValues {
  const requisites = Object.fromEntries(requisiteKeys.map((k) => [k, company.requisites[k] ?? ''])) as Record<
    RequisiteKey,
    string
  >;
  return {
    name: company.name,
    email: company.email,
    phone: formatPhone(company.phone),
    city: company.city,
    adres: company.adres,
    managerdetail: company.managerdetail,
    requisites,
  };
}

/** The company's profile and requisites (printed on estimates); saved together with one button. */
export function CompanyProfileForm({ company, canEdit }: { company: Company; canEdit: boolean }) {
  const update = useUpdateCompany();
  const form = useForm<ProfileValues>({
    initialValues: valuesOf(company),
    validate: schemaResolver(updateCompanyBody, { sync: true }),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) => {
    update.mutate(values, {
      onSuccess: (saved) => {
        form.setValues(valuesOf(saved));
        form.resetDirty(valuesOf(saved));
        notifications.show({ color: 'green', message: 'Данные компании сохранены' });
      },
      onError: (err) => notifications.show({ color: 'red', title: 'Не сохранено', message: err.message }),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Профиль компании">
      <Stack gap="md">
        <Fieldset legend="Профиль" disabled={!canEdit}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Название"
              required
              autoComplete="organization"
              {...form.getInputProps('name')}
            />
            <ContactInputs email={form.getInputProps('email')} phone={form.getInputProps('phone')} />
            <TextInput label="Город" autoComplete="address-level2" {...form.getInputProps('city')} />
          </SimpleGrid>
          <TextInput label="Адрес" mt="sm" autoComplete="street-address" {...form.getInputProps('adres')} />
          <Textarea
            label="О менеджерах"
            description="Печатается в смете, например: «Ваш менеджер: Анна, +7 999 123-45-67»."
            mt="sm"
            autosize
            minRows={2}
            maxRows={6}
            {...form.getInputProps('managerdetail')}
          />
        </Fieldset>
        <Fieldset legend="Реквизиты" disabled={!canEdit}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {requisiteKeys.map((k) => (
              <TextInput
                key={k}
                label={requisiteLabels[k]}
                inputMode={numericRequisites.has(k) ? 'numeric' : undefined}
                {...form.getInputProps(`requisites.${k}`)}
              />
            ))}
          </SimpleGrid>
        </Fieldset>
        {canEdit && (
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
              Сохранить
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
