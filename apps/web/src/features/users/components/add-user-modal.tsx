import { type CreateUserBody, createUserBody } from '@glad/contracts';
import { Alert, Button, Group, Modal, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { PhoneInput } from '../../../components/phone-input';
import { useCreateUser } from '../api/users-api';
import { RightsCheckboxes } from './rights-checkboxes';

interface Values {
  name: string;
  family: string;
  email: string;
  phone: string;
  dolzhnost: string;
  password: string;
  rights: string[];
}

const empty: Values = { name: '', family: '', email: '', phone: '', dolzhnost: '', password: '', rights: [] };

/**
 * A new staff user. The server may refuse one over the plan's manager limit; its message is shown in the
 * dialog, in plain sight, with the way to a bigger plan.
 */
export function AddUserModal({
  opened,
  onClose,
  withRights,
}: {
  opened: boolean;
  onClose: () => void;
  withRights: boolean;
}) {
  const create = useCreateUser();
  const form = useForm<Values>({
    initialValues: empty,
    validate: schemaResolver(createUserBody, { sync: true }),
    validateInputOnBlur: true,
  });

  const close = () => {
    form.reset();
    create.reset();
    onClose();
  };

  const submit = form.onSubmit((values) => {
    const body: CreateUserBody = {
      name: values.name,
      family: values.family,
      email: values.email,
      password: values.password,
      dolzhnost: values.dolzhnost,
      ...(values.phone.trim() ? { phone: values.phone } : {}),
      ...(withRights ? { rights: values.rights as CreateUserBody['rights'] } : {}),
    };
    create.mutate(body, {
      onSuccess: (user) => {
        notifications.show({ color: 'green', message: `Сотрудник ${user.name} добавлен` });
        close();
      },
    });
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Новый сотрудник"
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Закрыть' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {create.error && (
            <Alert
              color="red"
              icon={<IconAlertTriangle aria-hidden />}
              title="Сотрудник не добавлен"
              role="alert"
            >
              {create.error.message}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Имя"
              required
              autoComplete="off"
              data-autofocus
              {...form.getInputProps('name')}
            />
            <TextInput label="Фамилия" autoComplete="off" {...form.getInputProps('family')} />
            <TextInput
              label="Почта"
              required
              type="email"
              autoComplete="off"
              {...form.getInputProps('email')}
            />
            <PhoneInput autoComplete="off" {...form.getInputProps('phone')} />
            <TextInput label="Должность" autoComplete="off" {...form.getInputProps('dolzhnost')} />
            <PasswordInput
              label="Пароль"
              required
              description="Не короче 8 символов; передайте его сотруднику"
              autoComplete="new-password"
              {...form.getInputProps('password')}
            />
          </SimpleGrid>
          {withRights && (
            <RightsCheckboxes
              value={form.values.rights}
              onChange={(rights) => form.setFieldValue('rights', rights)}
            />
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              Отмена
            </Button>
            <Button type="submit" loading={create.isPending}>
              Добавить
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
