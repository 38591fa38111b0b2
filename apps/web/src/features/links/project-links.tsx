import { Paper, Stack, Title } from '@mantine/core';
import { LinkStatusList } from './link-status';
import { useLinks } from './links-api';

/** A project's client links (estimates and documents) with what the client did; nothing when none. */
export function ProjectLinks({ projectId }: { projectId: number }) {
  const links = useLinks({ project: projectId });
  if (!links.data?.length) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="project-links">
      <Stack gap="xs">
        <Title order={2} size="h4" id="project-links">
          Ссылки для клиента
        </Title>
        <LinkStatusList links={links.data} />
      </Stack>
    </Paper>
  );
}
