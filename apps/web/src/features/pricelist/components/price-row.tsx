import {
  type PriceItem,
  type PriceItemUpdateBody,
  type PriceKindCode,
  type PriceUnitCode,
  priceKindCodes,
  priceKindNames,
  priceUnitCodes,
  priceUnitNames,
} from '@glad/contracts';
import { formatMoney, formatPercent } from '@glad/domain';
import { Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { DeleteMenuItem, EditMenuItem, RowMenu } from '../../../components/row-menu';
import { PriceField } from './price-field';
import classes from './price-row.module.css';

const unitOptions = priceUnitCodes.map((code) => ({ value: code, label: priceUnitNames[code] }));
export const kindOptions = priceKindCodes.map((code) => ({ value: code, label: priceKindNames[code] }));

/** Why the installer gets what he gets when the item has no price of its own. */
function defaultInstallerNote(item: PriceItem, share: number): string {
  if (item.unit === 'percent') return 'без надбавки';
  if (item.kind === 'material') return 'материал — монтажнику не платят';
  return `${formatPercent(share)} от цены для клиента`;
}

export interface PriceRowProps {
  item: PriceItem;
  /** SMETA_PROCENT_SOOTNOSHENIE: the installer's share when an item has no price of its own */
  installerShare: number;
  canEdit: boolean;
  onChange: (item: PriceItem, body: PriceItemUpdateBody) => Promise<unknown>;
  onEdit: (item: PriceItem) => void;
  onDelete: (item: PriceItem) => void;
}

/** One price-list item: its name, and the unit, the kind and three prices changed in place. */
export function PriceRow({ item, installerShare, canEdit, onChange, onEdit, onDelete }: PriceRowProps) {
  const percent = item.unit === 'percent';
  const show = (v: number) => (percent ? formatPercent(v) : formatMoney(v));
  // Not set: the installer gets the company's share of the client price, shown greyed in the field.
  const defaultInstaller = item.installerPrice === null ? show(item.installerPriceResolved) : undefined;
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={item.name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {item.name}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {[item.category || 'Без категории', `код ${item.uid}`].join(' · ')}
            </Text>
          </Stack>
          {canEdit && (
            <RowMenu name={item.name}>
              <EditMenuItem onClick={() => onEdit(item)} />
              <DeleteMenuItem onClick={() => onDelete(item)} />
            </RowMenu>
          )}
        </Group>
        <div className={classes.fields}>
          <NativeSelect
            label="Единица"
            aria-label={`Единица: ${item.name}`}
            size="sm"
            data={unitOptions}
            value={item.unit}
            disabled={!canEdit}
            onChange={(e) =>
              void onChange(item, { unit: e.currentTarget.value as PriceUnitCode }).catch(() => {})
            }
          />
          <NativeSelect
            label="Тип"
            aria-label={`Тип: ${item.name}`}
            size="sm"
            data={kindOptions}
            value={item.kind}
            disabled={!canEdit}
            onChange={(e) =>
              void onChange(item, { kind: e.currentTarget.value as PriceKindCode }).catch(() => {})
            }
          />
          <PriceField
            label="Для клиента"
            ariaLabel={`Цена для клиента: ${item.name}`}
            value={item.price}
            percent={percent}
            disabled={!canEdit}
            onCommit={(price) => onChange(item, { price: price ?? 0 })}
          />
          <PriceField
            label="Монтажнику"
            ariaLabel={`Цена монтажника: ${item.name}`}
            value={item.installerPrice}
            percent={percent}
            allowEmpty
            placeholder={defaultInstaller}
            disabled={!canEdit}
            onCommit={(installerPrice) => onChange(item, { installerPrice })}
          />
          {item.costPrice !== null && (
            <PriceField
              label="Себестоимость"
              ariaLabel={`Себестоимость: ${item.name}`}
              value={item.costPrice}
              percent={percent}
              disabled={!canEdit}
              onCommit={(costPrice) => onChange(item, { costPrice: costPrice ?? 0 })}
            />
          )}
        </div>
        {defaultInstaller && (
          <Text size="xs" c="dimmed">
            Цена монтажника не задана: {defaultInstallerNote(item, installerShare)} ({defaultInstaller})
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
