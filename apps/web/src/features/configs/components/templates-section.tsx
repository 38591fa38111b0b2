import type { CalcTemplateWire } from '@glad/contracts';
import { formatCount } from '@glad/domain';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTemplate } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { NameModal } from './name-modal';

export interface TemplatesSectionProps {
  templates: { items: CalcTemplateWire[]; limit: number; offlineSince: number | null } | undefined;
  error: Error | null;
  onRetry: () => void;
  canEdit: boolean;
  /** Makes an empty template and opens it in the constructor; a refusal (the tariff's limit) is shown. */
  onCreate: (name: string) => Promise<unknown>;
}

/** The calculator templates with the plan's limit; each opens in the constructor. */
export function TemplatesSection({ templates, error, onRetry, canEdit, onCreate }: TemplatesSectionProps) {
  const [creating, setCreating] = useState(false);
  const full = templates ? templates.items.length >= templates.limit : false;
  return (
    <Stack gap="sm" component="section" aria-labelledby="templates-title">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h3" id="templates-title">
            Шаблоны
          </Title>
          {templates && (
            <Text size="sm" c="dimmed">
              {templates.items.length} из {formatCount(templates.limit, ['шаблона', 'шаблонов', 'шаблонов'])}{' '}
              по тарифу. Строки шаблона собираются в конструкторе.
            </Text>
          )}
        </Stack>
        {canEdit && templates && templates.offlineSince === null && (
          <Button
            variant="light"
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setCreating(true)}
          >
            Новый шаблон
          </Button>
        )}
      </Group>
      {!templates ? (
        <QueryState error={error} onRetry={onRetry} />
      ) : templates.items.length === 0 ? (
        <Text>
          Шаблонов пока нет. Соберите первый: полотно по площади, профиль по периметру, свет по штукам.
        </Text>
      ) : (
        <Stack
          gap="xs"
          component="ul"
          aria-label="Шаблоны"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {templates.items.map((t) => (
            <Paper key={t.id} component="li" withBorder radius="md" p="sm">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  <IconTemplate size={20} aria-hidden style={{ flex: 'none' }} />
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {t.name}
                  </Text>
                </Group>
                <Button
                  component={Link}
                  to={`/calc/construct/?template=${t.id}`}
                  variant="default"
                  size="sm"
                  aria-label={`В конструктор: ${t.name}`}
                >
                  В конструктор
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {full && canEdit && (
        <Alert color="yellow" variant="light">
          Шаблонов столько, сколько позволяет тариф. Чтобы добавить ещё, удалите ненужный или{' '}
          <Anchor component={Link} to="/tarifs/" inherit>
            смените тариф
          </Anchor>
          .
        </Alert>
      )}
      <NameModal
        opened={creating}
        title="Новый шаблон"
        label="Название шаблона"
        initial=""
        submitLabel="Создать и открыть"
        onClose={() => setCreating(false)}
        onSubmit={onCreate}
      />
    </Stack>
  );
}
