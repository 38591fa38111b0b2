import { formatMoney, type PricingTotals } from '@glad/domain';
import { Divider, Group, Stack, Text } from '@mantine/core';

function Row({ label, value, strong, id }: { label: string; value: string; strong?: boolean; id?: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500} id={id} ta="right">
        {value}
      </Text>
    </Group>
  );
}

/** The sums: what the client pays, what the installer gets, and for the owner cost and profit. */
export function CalculationTotals({ totals, owner }: { totals: PricingTotals; owner: boolean }) {
  return (
    <Stack gap={6} aria-live="polite">
      <Divider />
      <Row label="Сумма по строкам" value={formatMoney(totals.subtotal)} />
      {totals.markup > 0 && <Row label="Наценка" value={`+ ${formatMoney(totals.markup)}`} />}
      {totals.discount > 0 && <Row label="Скидка" value={`− ${formatMoney(totals.discount)}`} />}
      {totals.minimumOrder > 0 && (
        <Row label="До минимального заказа" value={`+ ${formatMoney(totals.minimumOrder)}`} />
      )}
      {totals.rounding > 0 && <Row label="Округление" value={`+ ${formatMoney(totals.rounding)}`} />}
      <Row label="Итого для клиента" value={formatMoney(totals.total)} strong id="calc-total" />
      <Row label="Монтажнику" value={formatMoney(totals.installer)} />
      {owner && (
        <>
          <Row label="Себестоимость" value={formatMoney(totals.cost)} />
          <Row label="Прибыль" value={formatMoney(totals.profit)} />
        </>
      )}
    </Stack>
  );
}
