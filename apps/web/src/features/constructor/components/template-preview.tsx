import {
  formatArea,
  formatMoney,
  formatNumber,
  formatPercent,
  type PricingResult,
  type PricingSettings,
} from '@glad/domain';
import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { SAMPLE_ROOM, sampleGeometry } from '../model/preview';
import { NumberField } from './number-field';

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

export interface TemplatePreviewProps {
  result: PricingResult;
  settings: PricingSettings;
  heightM: number;
  onHeight: (heightM: number) => void;
}

/** The template priced on a sample room as the user edits it: the totals a measurer would see. */
export function TemplatePreview({ result, settings, heightM, onHeight }: TemplatePreviewProps) {
  const g = sampleGeometry(heightM);
  const t = result.totals;
  // the trip, delivery and rows «на объект»: an estimate of several rooms charges them once
  const project = result.lines
    .filter((l) => l.perProject && l.group !== 'scripts')
    .reduce((sum, l) => sum + l.amount, 0);
  const size = `${formatNumber(SAMPLE_ROOM.widthMm / 1000, { fractionDigits: 2 })} × ${formatNumber(SAMPLE_ROOM.lengthMm / 1000, { fractionDigits: 2 })} м`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="preview-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="preview-title">
          Пример расчёта
        </Title>
        <Text size="sm" c="dimmed">
          Комната {size}: площадь {formatArea(g.area)}, периметр{' '}
          {formatNumber(g.perimeter, { fractionDigits: 2 })} м, 4 угла. Количества «вручную» — по умолчанию.
        </Text>
        <NumberField
          label="Высота потолка, м"
          description="Чтобы проверить коэффициент за высоту"
          decimalScale={2}
          min={1}
          max={100}
          value={heightM}
          onValue={onHeight}
          maw={220}
        />
        <Divider />
        <Line label="Сумма строк" value={formatMoney(t.subtotal)} />
        {project !== 0 && (
          <Line label="из них на весь объект (один раз на все помещения)" value={formatMoney(project)} />
        )}
        {t.minimumOrder > 0 && <Line label="До минимального заказа" value={formatMoney(t.minimumOrder)} />}
        {t.rounding > 0 && <Line label="Округление" value={formatMoney(t.rounding)} />}
        <div aria-live="polite">
          <Line label="Итого" value={formatMoney(t.total)} strong />
        </div>
        <Divider />
        <Line label="Монтажнику" value={formatMoney(t.installer)} />
        <Line label="Себестоимость" value={formatMoney(t.cost)} />
        <Line label="Прибыль" value={formatMoney(t.profit)} />
        <Text size="xs" c="dimmed">
          По настройкам смет: наценка {formatPercent(settings.SMETA_MARKUP)},{' '}
          {settings.SMETA_ROUND
            ? `итог округляется вверх до ${settings.SMETA_ROUND_BY} ₽`
            : 'итог не округляется'}
          , монтажнику — {formatPercent(settings.SMETA_PROCENT_SOOTNOSHENIE)} от цены работ и услуг, если у
          позиции нет своей; за материалы — 0.
        </Text>
      </Stack>
    </Paper>
  );
}
