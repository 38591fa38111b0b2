import {
  addItemRow,
  type Calculation,
  formatCount,
  formatPercent,
  newCalculationFromTemplate,
  type RoomReadiness,
  readinessText,
  refreshPrices,
  removeRow,
  swapRowItem,
} from '@glad/domain';
import { Alert, Anchor, Button, Group, Loader, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconRefresh } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { CurrentCalc } from '../model/calc';
import { geometryOf, MARKUP_CHOICES, type PricingData, priceCurrent } from '../model/pricing';
import { AddItemDialog } from './add-item-dialog';
import { CalculationLines } from './calculation-lines';
import { CalculationTotals } from './calculation-totals';

type Patch = Pick<CurrentCalc, 'calculation' | 'price'>;

export interface CalculationPanelProps {
  calc: CurrentCalc;
  pricing: PricingData;
  /** whether the readings fix the room (priced), else what is still to measure («сторона BC», …) */
  readiness: RoomReadiness;
  /** the user changed the calculation */
  onChange: (patch: Patch) => void;
  /** bookkeeping derived from the calculation `from` as rendered; not applied over a later change */
  onFollow: (from: CurrentCalc['calculation'] | null, patch: Patch) => void;
}

const ROWS_FORMS = ['строка', 'строки', 'строк'] as const;

/**
 * The current calculation's prices (docs/spec.md §3, docs/design.md §3 «Pricing»): rows of the calculator with quantities
 * taken live from the outline, hand counts, discount and markup, and the totals as one types. Prices are
 * those saved in the rows; «Обновить цены» takes the current price list.
 */
export function CalculationPanel({ calc, pricing, readiness, onChange, onFollow }: CalculationPanelProps) {
  const { templates, priceList, settings, owner, ready } = pricing;
  const calculation = calc.calculation ?? null;
  const [adding, setAdding] = useState(false);

  // A draft without a calculation takes the default calculator, else the first (docs/spec.md §4). Not an edit of
  // the user's: the draft keeps its saved flag and the rows go with the next save.
  useEffect(() => {
    if (calculation || !ready || templates.length === 0) return;
    onFollow(null, { calculation: newCalculationFromTemplate(templates, priceList) });
  }, [calculation, ready, templates, priceList, onFollow]);

  const geometry = useMemo(() => geometryOf(calc), [calc]);
  const result = useMemo(
    () => (calculation ? priceCurrent(calculation, geometry, settings) : null),
    [calculation, geometry, settings],
  );
  // a room its readings do not fix has no price: never one made up from the rough sketch
  const measured = readiness.state === 'measured';
  const total = result ? (measured ? result.totals.total : 0) : undefined;

  // The draft's `price` follows the total, so lists and estimates read it without pricing again.
  useEffect(() => {
    if (calculation && total !== undefined && total !== calc.price)
      onFollow(calculation, { calculation, price: total });
  }, [calculation, total, calc.price, onFollow]);

  const outdated = useMemo(
    () => (calculation && priceList.length > 0 ? refreshPrices(calculation, priceList).changed.length : 0),
    [calculation, priceList],
  );

  if (!calculation || !result) {
    return (
      <Paper withBorder radius="md" p="sm">
        {/* with calculators on the device the effect above makes the calculation on the next render: no
            «Нет калькулятора» flash in between (the check run's getByLabel caught the alert's title) */}
        {ready && templates.length === 0 ? (
          <Alert color="yellow" title="Нет калькулятора">
            Чтобы чертёж считал цену, создайте калькулятор на странице{' '}
            <Anchor component={Link} to="/configs/">
              «Калькуляторы»
            </Anchor>
            .
          </Alert>
        ) : (
          <Group gap="xs">
            <Loader size="sm" aria-hidden />
            <Text size="sm">Загружаем калькуляторы и прайс-лист…</Text>
          </Group>
        )}
      </Paper>
    );
  }

  const change = (next: Calculation) => onChange({ calculation: next, price: calc.price });
  const switchTo = (id: number) => {
    const template = templates.find((t) => t.id === id);
    if (!template) return;
    const made = newCalculationFromTemplate([template], priceList);
    change({
      ...made,
      counts: calculation.counts,
      saleSelect: made.sales.includes(calculation.saleSelect) ? calculation.saleSelect : 0,
      markupSelect: calculation.markupSelect,
    });
  };
  const refresh = () => {
    const { calculation: next, changed, missing } = refreshPrices(calculation, priceList);
    if (changed.length > 0) change(next);
    notifications.show({
      color: changed.length > 0 ? 'teal' : 'gray',
      message:
        (changed.length > 0
          ? `Цены обновлены: ${formatCount(changed.length, ROWS_FORMS)}`
          : 'Цены уже совпадают с прайс-листом') +
        (missing.length > 0 ? `; нет в прайс-листе: ${formatCount(missing.length, ROWS_FORMS)}` : ''),
    });
  };

  const sales = calculation.sales.includes(0) ? calculation.sales : [0, ...calculation.sales];
  const known = templates.some((t) => t.id === calculation.calc);
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="calc-pricing-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="calc-pricing-title">
          Расчёт
        </Title>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <NativeSelect
            label="Калькулятор"
            style={{ flex: '1 1 14rem' }}
            value={known ? String(calculation.calc) : ''}
            data={[
              ...(known ? [] : [{ value: '', label: 'Сохранённый расчёт', disabled: true }]),
              ...templates.map((t) => ({ value: String(t.id), label: t.name })),
            ]}
            onChange={(e) => switchTo(Number(e.currentTarget.value))}
          />
          <NativeSelect
            label="Скидка"
            w="7rem"
            value={String(calculation.saleSelect)}
            data={sales.map((s) => ({ value: String(s), label: formatPercent(s) }))}
            onChange={(e) => change({ ...calculation, saleSelect: Number(e.currentTarget.value) })}
          />
          <NativeSelect
            label="Наценка"
            w="7rem"
            value={String(calculation.markupSelect)}
            data={[...new Set([...MARKUP_CHOICES, calculation.markupSelect])]
              .sort((a, b) => a - b)
              .map((s) => ({ value: String(s), label: formatPercent(s) }))}
            onChange={(e) => change({ ...calculation, markupSelect: Number(e.currentTarget.value) })}
          />
        </Group>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" c={outdated > 0 ? 'orange.9' : 'dimmed'}>
            {outdated > 0
              ? `В прайс-листе другие цены: ${formatCount(outdated, ROWS_FORMS)}`
              : 'Цены расчёта совпадают с прайс-листом'}
          </Text>
          <Button
            variant="light"
            leftSection={<IconRefresh size={18} aria-hidden />}
            disabled={priceList.length === 0}
            onClick={refresh}
          >
            Обновить цены
          </Button>
        </Group>
        <CalculationLines
          calculation={calculation}
          lines={result.lines}
          geometry={geometry}
          priceList={priceList}
          owner={owner}
          incomplete={!measured}
          onCount={(rowId, value) =>
            change({ ...calculation, counts: { ...calculation.counts, [rowId]: value } })
          }
          onSwap={(rowId, item) => change(swapRowItem(calculation, rowId, item))}
          onRemove={(rowId) => change(removeRow(calculation, rowId))}
        />
        <Button
          variant="light"
          leftSection={<IconPlus size={18} aria-hidden />}
          disabled={priceList.length === 0}
          onClick={() => setAdding(true)}
          style={{ alignSelf: 'flex-start' }}
        >
          Добавить позицию
        </Button>
        {measured ? (
          <CalculationTotals totals={result.totals} owner={owner} />
        ) : (
          <Alert color="orange" variant="light" data-testid="calc-unmeasured" aria-live="polite">
            {readinessText(readiness)}. Цена появится, когда комната будет измерена.
          </Alert>
        )}
        <AddItemDialog
          opened={adding}
          priceList={priceList}
          onClose={() => setAdding(false)}
          onAdd={(item, quantity) => change(addItemRow(calculation, item, quantity).calculation)}
        />
      </Stack>
    </Paper>
  );
}
