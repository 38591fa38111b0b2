import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { TrashList } from '../../features/trash/components/trash-list';
import { requestSync } from '../../lib/sync';

// a restored record comes back to the offline copy (and every device) with the next pull: run it now
const pullRestored = () =>
  void requestSync(['clients', 'projects', 'drafts', 'events', 'smety', 'smetymontazh', 'oplata']);

export function Component() {
  return (
    <Stack gap="lg">
      <PageHeader
        title="Корзина"
        description="Удалённые клиенты, объекты, чертежи и сметы хранятся здесь 30 дней: их можно вернуть на место."
      />
      <TrashList onRestored={pullRestored} />
    </Stack>
  );
}
