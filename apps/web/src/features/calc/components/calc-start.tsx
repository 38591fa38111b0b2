import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconRuler2 } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useProjects } from '../../../lib/offline-db';

/** No calculation open: start a drawing for a project (or without one), or pick a draft from the list. */
export function CalcStart() {
  const projects = useProjects();
  const navigate = useNavigate();
  const [project, setProject] = useState<string | null>(null);
  const options = useMemo(
    () =>
      (projects ?? []).map((p) => {
        const name = p.name.trim() || `Объект №${p.id}`;
        return { value: String(p.id), label: p.client.trim() ? `${name} — ${p.client.trim()}` : name };
      }),
    [projects],
  );
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md" maw={560} mx="auto">
        <Group gap="sm" wrap="nowrap">
          <IconRuler2 size={32} aria-hidden color="var(--mantine-primary-color-filled)" />
          <Title order={2} size="h3">
            Новый чертёж
          </Title>
        </Group>
        <Text c="dimmed">
          Обозначьте углы буквами по часовой стрелке, введите стороны и диагонали — программа построит контур,
          посчитает площадь и периметр и подскажет, если замер не сходится. Комнату с прямыми углами хватит
          задать сторонами; можно и нарисовать от руки по сетке.
        </Text>
        <Select
          label="Объект"
          placeholder="Название объекта или клиента"
          searchable
          clearable
          limit={50}
          data={options}
          value={project}
          onChange={setProject}
          nothingFoundMessage={projects === undefined ? 'Загружаем…' : 'Такого объекта нет'}
        />
        <Group gap="sm" wrap="wrap">
          <Button h={44} onClick={() => navigate(project ? `/calc/?project=${project}` : '/calc/?new=1')}>
            {project ? 'Начать чертёж' : 'Начать без объекта'}
          </Button>
          <Button h={44} variant="default" component={Link} to="/drafts/">
            Все чертежи
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
