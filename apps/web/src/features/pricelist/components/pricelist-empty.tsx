import { Button } from '@mantine/core';
import { IconListDetails, IconPlus } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state';

/** The price list with no items in it: what it holds and how to fill it. */
export function PriceListEmpty({ canEdit, onAdd }: { canEdit: boolean; onAdd: () => void }) {
  return (
    <EmptyState
      icon={<IconListDetails size={30} />}
      title="Прайс-лист пуст"
      description="Здесь позиции, из которых собираются калькуляторы: полотна, профили, светильники, закладные, работы. У каждой — единица (м², м.п., шт., %), цена для клиента, цена монтажника и себестоимость."
      features={[
        'Добавьте позиции по одной или загрузите таблицу Excel',
        'Цена монтажника по умолчанию — доля от цены для клиента',
      ]}
      actions={
        canEdit && (
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onAdd}>
            Добавить позицию
          </Button>
        )
      }
    />
  );
}
