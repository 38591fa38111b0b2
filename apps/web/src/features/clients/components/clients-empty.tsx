import { Button } from '@mantine/core';
import { IconAddressBook, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';

/** The clients list with no clients in it. */
export function ClientsEmpty({ onAdd }: { onAdd?: () => void }) {
  return (
    <EmptyState
      icon={<IconAddressBook size={30} />}
      title="Клиентов пока нет"
      description="Здесь будет список клиентов компании с поиском по имени, адресу, телефону и заметкам. Он хранится и на телефоне, так что открывается и без связи."
      features={[
        'Карточка клиента: адрес, телефон, заметки',
        'Объекты клиента, их чертежи и сметы',
        'Звонок клиенту в одно касание',
      ]}
      actions={
        <>
          {onAdd && (
            <Button onClick={onAdd} leftSection={<IconPlus size={18} aria-hidden />}>
              Добавить клиента
            </Button>
          )}
          <Button component={Link} to="/projects/" variant="light">
            Объекты
          </Button>
        </>
      }
    />
  );
}
