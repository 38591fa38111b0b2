import { DEFAULT_USER_PHOTO, type Employee, formatPhone, phoneLinks, rightsGroups } from '@glad/contracts';
import { formatDateTime, formatLastSeen } from '@glad/domain';
import { Anchor, Badge, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useAuthedImage } from '../../../lib/authed-image';
import { fullName, positionOf } from '../names';

const rightLabel = new Map<string, string>(rightsGroups.map((g) => [g.id, g.label]));

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" fw={600} tt="uppercase" c="gray.7" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** A user's profile: photo (or the default picture) with the ABR badge, name, position, contacts, rights. */
export function UserProfileCard({ user }: { user: Employee }) {
  const photo = useAuthedImage(user.no_photo ? DEFAULT_USER_PHOTO : user.photo);
  const tel = phoneLinks(user.phone)?.call;
  const name = fullName(user);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Group align="flex-start" gap="lg" wrap="wrap">
        <div style={{ position: 'relative', width: 128, height: 128, flex: '0 0 128px' }}>
          <Image
            src={photo.src ?? DEFAULT_USER_PHOTO}
            alt={user.no_photo ? 'Фото не загружено' : `Фото: ${name}`}
            w={128}
            h={128}
            radius="50%"
            fit="cover"
          />
          <Badge
            size="lg"
            variant="filled"
            radius="xl"
            style={{ position: 'absolute', right: -4, bottom: 0 }}
            aria-label={`Инициалы: ${user.ABR}`}
          >
            {user.ABR}
          </Badge>
        </div>
        <Stack gap="md" style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Stack gap={2}>
            <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            <Text>{positionOf(user)}</Text>
            <Text size="sm" c="dimmed">
              {user.is_online ? 'в сети' : formatLastSeen(user.LAST_ACTIVITY_DATE)}
            </Text>
          </Stack>
          <Stack component="dl" gap="sm" m={0}>
            <Field label="Почта">
              <Anchor href={`mailto:${user.email}`}>{user.email}</Anchor>
            </Field>
            <Field label="Телефон">
              {tel ? <Anchor href={tel}>{formatPhone(user.phone)}</Anchor> : 'нет данных'}
            </Field>
            <Field label="Последний вход">
              {user.LAST_LOGIN ? formatDateTime(user.LAST_LOGIN) : 'ещё не входил(а)'}
            </Field>
            <Field label="Права">
              {user.vladelec ? (
                'Все права — владелец компании'
              ) : user.rights.length === 0 ? (
                'Без дополнительных прав'
              ) : (
                <Group gap={6} component="span" mt={4}>
                  {user.rights.map((r) => (
                    <Badge key={r} variant="light" component="span">
                      {rightLabel.get(r) ?? r}
                    </Badge>
                  ))}
                </Group>
              )}
            </Field>
          </Stack>
        </Stack>
      </Group>
    </Paper>
  );
}
