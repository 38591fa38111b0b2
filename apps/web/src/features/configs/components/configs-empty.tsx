import { Button } from '@mantine/core';
import { IconPlus, IconTemplate } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state';

/** The company has no calculator: what one is and how to make it. */
export function ConfigsEmpty({ canEdit, onAdd }: { canEdit: boolean; onAdd: () => void }) {
  return (
    <EmptyState
      order={3}
      icon={<IconTemplate size={30} />}
      title="Калькуляторов пока нет"
      description="Калькулятор — набор строк с ценами, по которому считается каждый чертёж. Он делается из шаблона; один калькулятор отмечается основным, и новые чертежи берут его."
      actions={
        canEdit && (
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onAdd}>
            Новый калькулятор
          </Button>
        )
      }
    />
  );
}
