import type { ScriptRuleWire } from '@glad/contracts';
import { calcGroupLabels, scriptRuleLabels } from '@glad/domain';
import {
  ActionIcon,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type TemplateAction, WORK_TAG } from '../model/template-edit';
import { NumberField } from './number-field';

const tagLabel = (tag: string) => (tag === WORK_TAG ? 'Монтажные работы' : `Метка «${tag}»`);

export interface ScriptsSectionProps {
  rules: ScriptRuleWire[];
  /** tags the rows carry, for the height rule's choice */
  tags: string[];
  problems: Map<string, string[]>;
  dispatch: (action: TemplateAction) => void;
}

/** The template's rules: a height coefficient on work rows, a minimum order. */
export function ScriptsSection({ rules, tags, problems, dispatch }: ScriptsSectionProps) {
  const tagOptions = [...new Set([WORK_TAG, ...tags])].map((t) => ({ value: t, label: tagLabel(t) }));
  return (
    <Stack gap="xs" component="section" aria-labelledby="group-scripts">
      <Stack gap={0}>
        <Title order={3} size="h4" id="group-scripts">
          {calcGroupLabels.scripts}
        </Title>
        <Text size="sm" c="dimmed">
          Коэффициент за высоту умножает цены отмеченных строк, если потолок выше порога; минимальный заказ
          поднимает маленький итог до суммы.
        </Text>
      </Stack>
      {rules.length > 0 && (
        <Stack
          gap="xs"
          component="ul"
          aria-label="Правила"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {rules.map((rule) => {
            const label = scriptRuleLabels[rule.kind];
            const update = (patch: Partial<ScriptRuleWire>) =>
              dispatch({ type: 'updateRule', id: rule.id, patch });
            return (
              <Paper key={rule.id} component="li" withBorder radius="md" p="sm" aria-label={label}>
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                  <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
                    <Text fw={600}>{label}</Text>
                    {rule.kind === 'heightCoefficient' ? (
                      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" verticalSpacing="xs">
                        <NumberField
                          label="Если потолок выше, м"
                          decimalScale={2}
                          min={0.01}
                          max={100}
                          value={rule.thresholdM}
                          onValue={(thresholdM) => update({ thresholdM })}
                        />
                        <NumberField
                          label="Умножить цену на"
                          decimalScale={3}
                          min={0.001}
                          max={100}
                          value={rule.factor}
                          onValue={(factor) => update({ factor })}
                        />
                        <NativeSelect
                          label="Каким строкам"
                          data={tagOptions}
                          value={rule.tag}
                          onChange={(e) => update({ tag: e.currentTarget.value })}
                        />
                      </SimpleGrid>
                    ) : (
                      <NumberField
                        label="Не меньше, ₽"
                        decimalScale={2}
                        min={0.01}
                        max={100_000_000}
                        value={rule.amount / 100}
                        onValue={(roubles) => update({ amount: Math.round(roubles * 100) })}
                        maw={260}
                      />
                    )}
                    {(problems.get(rule.id) ?? []).map((p) => (
                      <Text key={p} size="sm" c="red.8">
                        {p}
                      </Text>
                    ))}
                  </Stack>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size={44}
                    aria-label={`Удалить правило: ${label}`}
                    onClick={() => dispatch({ type: 'removeRule', id: rule.id })}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      <Group gap="xs" wrap="wrap">
        <Button
          variant="light"
          size="sm"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => dispatch({ type: 'addRule', kind: 'heightCoefficient' })}
        >
          Коэффициент за высоту
        </Button>
        <Button
          variant="light"
          size="sm"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => dispatch({ type: 'addRule', kind: 'minimumOrder' })}
        >
          Минимальный заказ
        </Button>
      </Group>
    </Stack>
  );
}
