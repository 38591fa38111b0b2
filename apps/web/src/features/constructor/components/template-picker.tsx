import type { CalcTemplateWire } from '@glad/contracts';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus, IconTemplate } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';

/** /calc/construct/ without a template: which one to open, or a new one. */
export function TemplatePicker({
  templates,
  limit,
  canEdit,
}: {
  templates: CalcTemplateWire[];
  limit: number;
  canEdit: boolean;
}) {
  const full = templates.length >= limit;
  const newButton = canEdit && (
    <Button
      component={Link}
      to="?template=new"
      leftSection={<IconPlus size={18} aria-hidden />}
      disabled={full}
    >
      Новый шаблон
    </Button>
  );
  if (templates.length === 0) {
    return (
      <EmptyState
        icon={<IconTemplate size={30} />}
        title="Шаблонов пока нет"
        description="Шаблон — упорядоченные строки в группах «Основное», «Дополнительно», «Выезд и доставка», «Прочее», «Себестоимость» и правила. Каждая строка берёт позицию прайс-листа и количество: площадь, периметр, углы, штуки или процент от строк выше."
        actions={newButton}
      />
    );
  }
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text c="dimmed">
          Выберите шаблон.{' '}
          {full ? `Тариф позволяет ${limit}, новый не добавить — удалите ненужный или смените тариф.` : ''}
        </Text>
        {newButton}
      </Group>
      <Stack
        gap="xs"
        component="ul"
        aria-label="Шаблоны"
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {templates.map((t) => (
          <Paper key={t.id} component="li" withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {t.name}
              </Text>
              <Button
                component={Link}
                to={`?template=${t.id}`}
                variant="default"
                size="sm"
                aria-label={`Открыть: ${t.name}`}
              >
                Открыть
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
