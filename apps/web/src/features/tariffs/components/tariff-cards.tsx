import type { TariffsResponse } from '@glad/contracts';
import { formatCount, formatDate, formatMoney } from '@glad/domain';
import { Badge, Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

type Plan = TariffsResponse['content'][number];

/** What the company uses now, to set against each plan's limits. */
export interface TariffUsage {
  managers: number;
  templateCalc: number;
}

interface CardProps {
  plan: Plan;
  usage: TariffUsage | null;
  /** The owner may pay: each paid plan offers to be chosen. */
  onChoose?: (plan: Plan) => void;
  chosen?: boolean;
}

function PlanCard({ plan, usage, onChoose, chosen }: CardProps) {
  const titleId = `tariff-${plan.id}`;
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="article"
      aria-labelledby={titleId}
      data-current={plan.current || undefined}
      style={
        plan.current ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined
      }
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h3" id={titleId}>
            {plan.name}
          </Title>
          {plan.current && <Badge variant="filled">Ваш тариф</Badge>}
        </Group>
        <Text fz={24} fw={700}>
          {plan.free || plan.price === 0
            ? 'Бесплатно'
            : `${formatMoney(plan.price, { hideZeroKopecks: true })}`}
          {!plan.free && plan.price > 0 && (
            <Text span fz="sm" fw={400}>
              {' '}
              в месяц
            </Text>
          )}
        </Text>
        <List spacing={6} size="sm" icon={<IconCheck size={16} aria-hidden />}>
          <List.Item>
            до {formatCount(plan.managers, ['сотрудника', 'сотрудников', 'сотрудников'])}
            {plan.current && usage && ` — занято ${usage.managers}`}
          </List.Item>
          <List.Item>
            {formatCount(plan.template_calc, [
              'шаблон калькулятора',
              'шаблона калькуляторов',
              'шаблонов калькуляторов',
            ])}
            {plan.current && usage && ` — создано ${usage.templateCalc}`}
          </List.Item>
          <List.Item>до {formatCount(plan.calc, ['расчёта', 'расчётов', 'расчётов'])}</List.Item>
        </List>
        {plan.end && <Text size="sm">Специальный тариф, действует до {formatDate(plan.end)}</Text>}
        {onChoose && !plan.free && (
          <Button
            variant={chosen ? 'filled' : 'light'}
            onClick={() => onChoose(plan)}
            aria-pressed={chosen}
            aria-label={`${plan.current ? 'Продлить' : 'Выбрать'} тариф «${plan.name}»`}
          >
            {plan.current ? 'Продлить' : 'Выбрать'}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/** Every plan as a card, the company's own one marked, with what the company uses now. */
export function TariffCards({
  plans,
  usage,
  onChoose,
  chosenId,
}: {
  plans: Plan[];
  usage: TariffUsage | null;
  onChoose?: (plan: Plan) => void;
  chosenId?: number | null;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
      {plans.map((p) => (
        <PlanCard key={p.id} plan={p} usage={usage} onChoose={onChoose} chosen={chosenId === p.id} />
      ))}
    </SimpleGrid>
  );
}
