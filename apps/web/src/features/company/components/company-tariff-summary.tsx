import type { Company } from '@glad/contracts';
import { formatCount, formatDate, formatMoney } from '@glad/domain';
import { Badge, Button, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

function Usage({ label, used, limit }: { label: string; used: number; limit: number }) {
  const share = limit > 0 ? Math.min(100, (used / limit) * 100) : 100;
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">{label}</Text>
        <Text size="sm" fw={600}>
          {used} из {limit}
        </Text>
      </Group>
      <Progress
        value={share}
        color={used >= limit ? 'red' : 'blue'}
        aria-label={`${label}: ${used} из ${limit}`}
      />
    </Stack>
  );
}

/** The company's plan: its limits against what the company uses, and where to change it. */
export function CompanyTariffSummary({ company }: { company: Company }) {
  const { tarif } = company;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h4">
            Тариф «{tarif.name}»
          </Title>
          <Badge variant="light" color={tarif.free ? 'gray' : 'blue'}>
            {tarif.free ? 'бесплатно' : `${formatMoney(tarif.price, { hideZeroKopecks: true })} в месяц`}
          </Badge>
        </Group>
        {tarif.paidUntil && <Text size="sm">Оплачен до {formatDate(tarif.paidUntil)}</Text>}
        {tarif.end && <Text size="sm">Специальный тариф действует до {formatDate(tarif.end)}</Text>}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Usage label="Сотрудники" used={company.manager} limit={tarif.managers} />
          <Usage label="Калькуляторы" used={company.calc} limit={tarif.template_calc} />
        </SimpleGrid>
        <Text size="sm">
          Расчётов по тарифу: до {formatCount(tarif.calc, ['расчёта', 'расчётов', 'расчётов'])}.
        </Text>
        <Group gap="sm">
          <Button component={Link} to="/tarifs/" variant="light">
            Сравнить тарифы
          </Button>
          <Button component={Link} to="/payment/" variant="default">
            Оплата
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
