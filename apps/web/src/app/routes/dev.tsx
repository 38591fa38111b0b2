import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { DevInfo } from '../../features/admin';

export const handle = { title: 'Разработка' };

/** Build and server facts for developers (admins only, guarded in the router). */
export function Component() {
  return (
    <Stack gap="md">
      <PageHeader
        title="Разработка"
        description="Сборка, сервер платформы (миграции, база, очередь, почта), описание API и этот браузер."
      />
      <DevInfo />
    </Stack>
  );
}
