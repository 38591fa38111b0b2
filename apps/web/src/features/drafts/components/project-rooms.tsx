import { formatCount } from '@glad/domain';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { useDrafts } from '../../../lib/offline-db';
import { draftPlural } from '../../../lib/record-nouns';
import { cloneDraft, type Draft } from '../draft-view';
import { excludeDraft, moveDraft } from '../draft-writes';
import { ProjectRoom } from './project-room';

export interface ProjectRoomsProps {
  projectId: number;
  /** per draft id: the room's sum in the client estimate, kopecks; absent while counting or excluded */
  prices: ReadonlyMap<number, number> | null;
}

/** A project's rooms (drafts) in their order: open, add, copy, move up and down, keep out of the estimate. */
export function ProjectRooms({ projectId, prices }: ProjectRoomsProps) {
  const drafts = useDrafts('', { projectid: projectId }) as Draft[] | undefined;
  const onMove = useCallback((from: number, to: number) => void moveDraft(drafts ?? [], from, to), [drafts]);
  const onClone = useCallback((d: Draft) => void cloneDraft(d), []);
  const included = (drafts ?? []).filter((d) => d.smeta_exclude !== 1).length;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="project-rooms">
      <Stack gap="sm">
        <Title order={2} size="h4" id="project-rooms">
          Помещения
        </Title>
        {drafts === undefined ? (
          <Text c="dimmed">Загрузка…</Text>
        ) : drafts.length === 0 ? (
          <Text c="dimmed">Помещений пока нет: нарисуйте первое — оно сразу попадёт в смету.</Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {formatCount(drafts.length, draftPlural)}, в смете {included}
            </Text>
            <Stack
              gap="xs"
              component="ol"
              aria-label="Помещения объекта"
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {drafts.map((d, i) => (
                <ProjectRoom
                  key={d.id}
                  draft={d}
                  index={i}
                  count={drafts.length}
                  price={prices?.get(d.id)}
                  onMove={onMove}
                  onExclude={excludeDraft}
                  onClone={onClone}
                />
              ))}
            </Stack>
          </>
        )}
        <Button
          component={Link}
          to={`/calc/?project=${projectId}`}
          variant="light"
          leftSection={<IconPlus size={18} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          Добавить помещение
        </Button>
      </Stack>
    </Paper>
  );
}
