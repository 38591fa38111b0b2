import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';

/** The trash bin with nothing in it. */
export function TrashEmpty() {
  return (
    <EmptyState
      icon={<IconTrash size={30} />}
      title="Корзина пуста"
      description="Сюда попадают удалённые клиенты, объекты, чертежи и сметы. Отсюда их можно вернуть на место."
      actions={
        <Button component={Link} to="/" variant="light">
          На главную
        </Button>
      }
    />
  );
}
