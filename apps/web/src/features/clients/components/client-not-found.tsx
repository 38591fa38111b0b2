import { Button } from '@mantine/core';
import { IconAddressBook } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';

/** A client card asked for by a number that the company has no client under. */
export function ClientNotFound({ clientId }: { clientId: string }) {
  return (
    <EmptyState
      icon={<IconAddressBook size={30} />}
      title={`Клиента №${clientId} нет`}
      description="В компании нет клиента с таким номером. Карточка клиента показывает его адрес, телефон, заметки, объекты и сметы."
      actions={
        <Button component={Link} to="/clients/">
          Все клиенты
        </Button>
      }
    />
  );
}
