import {
  formatPhone,
  IMAGE_MAX_BYTES,
  imageMimes,
  NO_DATA,
  type UpdateUserBody,
  type User,
  updateUserBody,
} from '@glad/contracts';
import { Button, FileButton, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconUpload } from '@tabler/icons-react';
import { ContactInputs } from '../../../components/contact-inputs';
import { useUpdateUser, useUploadPhoto } from '../api/users-api';

type Values = Required<
  Pick<UpdateUserBody, 'name' | 'family' | 'secondname' | 'email' | 'phone' | 'dolzhnost'>
>;

const valuesOf = (u: User): Values => ({
  name: u.name,
  family: u.family,
  secondname: u.secondname,
  email: u.email,
  phone: formatPhone(u.phone),
  // The server answers «нет данных» for an empty position; the field itself must stay empty then.
  dolzhnost: u.dolzhnost === NO_DATA ? '' : u.dolzhnost,
});

/** The signed-in user's own profile and photo. */
export function OwnProfileForm({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const update = useUpdateUser();
  const upload = useUploadPhoto(user.id);
  const form = useForm<Values>({
    initialValues: valuesOf(user),
    validate: schemaResolver(updateUserBody, { sync: true }),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) =>
    update.mutate(
      { id: user.id, body: values },
      {
        onSuccess: (saved) => {
          form.setValues(valuesOf(saved));
          form.resetDirty(valuesOf(saved));
          onSaved(saved);
          notifications.show({ color: 'green', message: 'Профиль сохранён' });
        },
        onError: (err) =>
          notifications.show({ color: 'red', title: 'Профиль не сохранён', message: err.message }),
      },
    ),
  );

  const pickPhoto = (file: File | null) => {
    if (!file) return;
    if (file.size > IMAGE_MAX_BYTES) {
      notifications.show({ color: 'red', message: 'Файл больше 5 МБ' });
      return;
    }
    upload.mutate(file, {
      onSuccess: () => notifications.show({ color: 'green', message: 'Фото обновлено' }),
      onError: (err) =>
        notifications.show({ color: 'red', title: 'Фото не загружено', message: err.message }),
    });
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="own-profile"
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id="own-profile">
            Изменить профиль
          </Title>
          <FileButton onChange={pickPhoto} accept={imageMimes.join(',')}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconUpload size={18} />}
                loading={upload.isPending}
              >
                {user.no_photo ? 'Загрузить фото' : 'Заменить фото'}
              </Button>
            )}
          </FileButton>
        </Group>
        <form onSubmit={submit} noValidate aria-label="Мой профиль">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Имя" required autoComplete="given-name" {...form.getInputProps('name')} />
              <TextInput label="Фамилия" autoComplete="family-name" {...form.getInputProps('family')} />
              <TextInput
                label="Отчество"
                autoComplete="additional-name"
                {...form.getInputProps('secondname')}
              />
              <TextInput
                label="Должность"
                autoComplete="organization-title"
                {...form.getInputProps('dolzhnost')}
              />
              <ContactInputs email={form.getInputProps('email')} phone={form.getInputProps('phone')} />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
                Сохранить
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
