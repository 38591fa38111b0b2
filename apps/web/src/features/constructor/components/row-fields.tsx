import type { CalcRowWire, PriceItem, PriceUnitCode } from '@glad/contracts';
import { priceUnitCodes, priceUnitNames } from '@glad/contracts';
import {
  type LightPointKind,
  lightPointKinds,
  lightPointLabels,
  type QuantitySource,
  quantitySourceLabels,
} from '@glad/domain';
import { Checkbox, NativeSelect, SimpleGrid, Text, TextInput } from '@mantine/core';
import { ItemSelect, OWN_ROW } from './item-select';
import { NumberField } from './number-field';

const sourceOptions = Object.entries(quantitySourceLabels).map(([value, label]) => ({ value, label }));
const moneyUnits = priceUnitCodes
  .filter((u) => u !== 'percent')
  .map((u) => ({ value: u, label: priceUnitNames[u] }));

/** A source of a kind with its parameters at sensible defaults (10 % waste, 2.5 m lengths). */
function sourceOfKind(kind: QuantitySource['kind'], before: QuantitySource): QuantitySource {
  if (kind === before.kind) return before;
  switch (kind) {
    case 'areaWithWaste':
      return { kind, wastePercent: 10 };
    case 'perimeterRounded':
      return { kind, lengthMm: 2500 };
    case 'points':
      return { kind, pointKind: 'spot' };
    default:
      return { kind } as QuantitySource;
  }
}

const isPercentRow = (row: CalcRowWire) => row.source.kind === 'percentOfAbove';

/** The quantity a fresh row takes for an item's unit: area for м², perimeter for м.п., a count for шт. */
function sourceForUnit(unit: PriceUnitCode, road: boolean): QuantitySource | null {
  if (unit === 'm2') return { kind: 'area' };
  if (unit === 'mp') return { kind: 'perimeter' };
  if (unit === 'pcs') return road ? { kind: 'fixed' } : { kind: 'manual' };
  return null;
}

export interface RowFieldsProps {
  row: CalcRowWire;
  /** road rows (trip, delivery) are fixed sums by default */
  road: boolean;
  items: readonly PriceItem[];
  /** the place of the row for labels: «Основное, строка 2» */
  place: string;
  onChange: (patch: Partial<CalcRowWire>) => void;
}

/** What a row is priced at (an item or its own price) and where its quantity comes from. */
export function RowFields({ row, road, items, place, onChange }: RowFieldsProps) {
  const percent = isPercentRow(row);
  const own = !row.itemUid && typeof row.price === 'number';
  const value = row.itemUid ?? (own ? OWN_ROW : null);
  const item = row.itemUid ? items.find((i) => i.uid === row.itemUid) : undefined;

  const pickItem = (next: string | null) => {
    if (next === OWN_ROW) {
      onChange({
        itemUid: null,
        name: row.name ?? item?.name ?? '',
        unit: percent ? 'percent' : (item?.unit ?? 'pcs'),
        price: row.price ?? 0,
      });
    } else {
      const picked = items.find((i) => i.uid === next);
      // A row without an item yet takes the quantity that fits the unit; a source chosen before is kept.
      const fresh = !row.itemUid && !own;
      const source = fresh && picked && !percent ? sourceForUnit(picked.unit, road) : null;
      onChange({
        itemUid: next,
        name: undefined,
        unit: undefined,
        price: undefined,
        installerPrice: undefined,
        costPrice: undefined,
        kind: undefined,
        ...(source ? { source } : {}),
      });
    }
  };

  const pickSource = (kind: QuantitySource['kind']) => {
    const source = sourceOfKind(kind, row.source);
    const nowPercent = kind === 'percentOfAbove';
    if (nowPercent === percent) return onChange({ source });
    // A percent row takes '%' items, the others money items: a choice of the other kind is dropped.
    if (own) return onChange({ source, unit: nowPercent ? 'percent' : 'pcs', price: 0 });
    return onChange({ source, itemUid: item && (item.unit === 'percent') === nowPercent ? item.uid : null });
  };

  const source = row.source;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        <ItemSelect
          label={percent ? 'Наценка или скидка' : 'Позиция прайс-листа'}
          items={items}
          percent={percent}
          value={value}
          missingLabel={row.itemUid ? `Нет в прайс-листе (код ${row.itemUid})` : undefined}
          onChange={pickItem}
        />
        <NativeSelect
          label="Количество"
          aria-label={`Количество: ${place}`}
          data={sourceOptions}
          value={source.kind}
          onChange={(e) => pickSource(e.currentTarget.value as QuantitySource['kind'])}
        />
      </SimpleGrid>
      {own && (
        <SimpleGrid cols={{ base: 1, xs: percent ? 2 : 3 }} spacing="sm" verticalSpacing="xs">
          <TextInput
            label="Название строки"
            autoComplete="off"
            maxLength={300}
            value={row.name ?? ''}
            onChange={(e) => onChange({ name: e.currentTarget.value })}
          />
          {!percent && (
            <NativeSelect
              label="Единица"
              data={moneyUnits}
              value={row.unit ?? 'pcs'}
              onChange={(e) => onChange({ unit: e.currentTarget.value as PriceUnitCode })}
            />
          )}
          <NumberField
            label={percent ? 'Процент (минус — скидка)' : 'Цена, ₽'}
            decimalScale={2}
            min={percent ? -100 : 0}
            max={percent ? 1000 : 100_000_000}
            value={percent ? (row.price ?? 0) : (row.price ?? 0) / 100}
            onValue={(n) => onChange({ price: percent ? n : Math.round(n * 100) })}
          />
        </SimpleGrid>
      )}
      {source.kind === 'areaWithWaste' && (
        <NumberField
          label="Запас на обрезки, %"
          decimalScale={2}
          min={0}
          max={100}
          value={source.wastePercent}
          onValue={(n) => onChange({ source: { kind: 'areaWithWaste', wastePercent: n } })}
        />
      )}
      {source.kind === 'perimeterRounded' && (
        <NumberField
          label="Длина хлыста, мм"
          description="Периметр покупается целыми хлыстами: 18 м при 2500 мм — 8 хлыстов, 20 м"
          allowDecimal={false}
          min={100}
          max={100_000}
          value={source.lengthMm}
          onValue={(n) => onChange({ source: { kind: 'perimeterRounded', lengthMm: Math.round(n) } })}
        />
      )}
      {source.kind === 'manual' && (
        <NumberField
          label="Количество по умолчанию"
          description="Замерщик меняет его в расчёте: светильники, трубы, люстры"
          decimalScale={2}
          min={0}
          max={100_000}
          value={source.defaultCount ?? 0}
          onValue={(n) =>
            onChange({ source: n > 0 ? { kind: 'manual', defaultCount: n } : { kind: 'manual' } })
          }
        />
      )}
      {source.kind === 'points' && (
        <NativeSelect
          label="Какие точки"
          description="Сколько их поставлено на эскизе; пока ни одной нет — количество вводят вручную"
          value={source.pointKind}
          data={lightPointKinds.map((k) => ({ value: k, label: lightPointLabels[k] }))}
          onChange={(e) =>
            onChange({ source: { kind: 'points', pointKind: e.currentTarget.value as LightPointKind } })
          }
        />
      )}
      {source.kind === 'fixed' && (
        <Text size="sm" c="dimmed">
          Количество 1: цена позиции — это сумма строки (выезд, доставка).
        </Text>
      )}
      {source.kind === 'percentOfAbove' && (
        <Text size="sm" c="dimmed">
          Процент от суммы строк выше этой (строк помещения или, у строки на объект, строк на весь объект):
          плюс — наценка, минус — скидка.
        </Text>
      )}
      <Checkbox
        label="На объект: один раз на все помещения"
        aria-label={`На объект: ${place}`}
        description={
          road
            ? 'Выезд и доставка всегда считаются один раз на весь объект'
            : 'В смете из нескольких помещений строка стоит один раз, в блоке «На весь объект»'
        }
        checked={road || row.perProject === true}
        disabled={road}
        onChange={(e) => onChange({ perProject: e.currentTarget.checked ? true : undefined })}
      />
    </>
  );
}
