import { Button } from '@mantine/core';
import { IconBuildingCommunity, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';

/** The projects (объекты) list with no projects in it. */
export function ProjectsEmpty({ order, onAdd }: { order?: 2 | 3; onAdd?: () => void }) {
  return (
    <EmptyState
      order={order}
      icon={<IconBuildingCommunity size={30} />}
      title="Объектов пока нет"
      description="Объект — это квартира или дом клиента: в нём чертежи помещений, смета для клиента и смета монтажа. Здесь будут все объекты компании с их статусами оплаты и работ."
      features={['Статус оплаты и статус работ', 'Менеджер объекта', 'Поиск по названию, клиенту и телефону']}
      actions={
        <>
          {onAdd && (
            <Button onClick={onAdd} leftSection={<IconPlus size={18} aria-hidden />}>
              Добавить объект
            </Button>
          )}
          <Button component={Link} to="/clients/" variant="light">
            Клиенты
          </Button>
          <Button component={Link} to="/drafts/" variant="default">
            Чертежи
          </Button>
        </>
      }
    />
  );
}
