import { Button } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';

/** The company's document templates list with no templates in it. */
export function DocumentsEmpty() {
  return (
    <EmptyState
      icon={<IconFileText size={30} />}
      title="Шаблонов документов пока нет"
      description="Здесь будут шаблоны документов компании — договор, акт выполненных работ, гарантийный талон. Реквизиты компании, данные клиента, объекта и сметы подставляются в них сами."
      actions={
        <>
          <Button component={Link} to="/company/" variant="light">
            Реквизиты компании
          </Button>
          <Button component={Link} to="/smety/settings" variant="default">
            Настройки смет
          </Button>
        </>
      }
    />
  );
}
