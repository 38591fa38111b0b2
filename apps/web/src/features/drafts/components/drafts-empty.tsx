import { Button } from '@mantine/core';
import { IconVectorTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';

/** The drafts (room drawings) list with no drafts in it. */
export function DraftsEmpty() {
  return (
    <EmptyState
      icon={<IconVectorTriangle size={30} />}
      title="Чертежей пока нет"
      description="Чертёж — это одно помещение: его стороны и диагонали по замеру, площадь, периметр и расчёт по калькулятору. Здесь будут чертежи всех объектов, по порядку и с поиском."
      features={[
        'Построение по сторонам и диагоналям, проверка замера',
        'Площадь, периметр, углы',
        'Исключение чертежа из сметы',
      ]}
      actions={
        <>
          <Button component={Link} to="/projects/" variant="light">
            Объекты
          </Button>
          <Button component={Link} to="/configs/" variant="default">
            Калькуляторы
          </Button>
        </>
      }
    />
  );
}
