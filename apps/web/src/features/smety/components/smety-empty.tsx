import { Button } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';

/** The estimates list with no estimates in it. */
export function SmetyEmpty() {
  return (
    <EmptyState
      icon={<IconFileInvoice size={30} />}
      title="Смет пока нет"
      description="Смета собирается из чертежей объекта: по каждому помещению — чертёж и строки расчёта, затем итог, реквизиты компании, менеджер и подписи. Для монтажника — отдельная смета монтажа по его ценам. Обе печатаются и сохраняются в PDF."
      features={[
        'Смета для клиента и смета монтажа',
        'Согласование сметы',
        'Печать и PDF, в том числе без связи',
      ]}
      actions={
        <>
          <Button component={Link} to="/smety/settings">
            Настроить вид сметы
          </Button>
          <Button component={Link} to="/projects/" variant="default">
            Объекты
          </Button>
        </>
      }
    />
  );
}
