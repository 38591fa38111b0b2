import { formatPhone, phoneLinks } from '@glad/contracts';
import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';

export interface Contact {
  name: string;
  email: string;
  phone: string;
}

/** The service's support address, set when the app is built (`VITE_SUPPORT_EMAIL`); absent otherwise. */
const serviceEmail = (import.meta.env.VITE_SUPPORT_EMAIL as string | undefined)?.trim() || null;

/**
 * Who to ask: the company's owner (questions about access, rights and the plan) and, where the service
 * publishes one, its support address.
 */
export function SupportContacts({ owner }: { owner: Contact | null }) {
  const tel = owner ? phoneLinks(owner.phone)?.call : null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {owner && (
        <Paper withBorder radius="md" p="md" component="article" aria-labelledby="support-owner">
          <Stack gap={4}>
            <Title order={3} size="h5" id="support-owner">
              Владелец компании
            </Title>
            <Text size="sm">Доступ, права, тариф и оплата — у владельца: {owner.name}.</Text>
            <Anchor href={`mailto:${owner.email}`} size="sm">
              {owner.email}
            </Anchor>
            {tel && (
              <Anchor href={tel} size="sm">
                {formatPhone(owner.phone)}
              </Anchor>
            )}
          </Stack>
        </Paper>
      )}
      {serviceEmail && (
        <Paper withBorder radius="md" p="md" component="article" aria-labelledby="support-service">
          <Stack gap={4}>
            <Title order={3} size="h5" id="support-service">
              Поддержка Глади
            </Title>
            <Text size="sm">Ошибки, предложения и вопросы о работе сервиса.</Text>
            <Anchor href={`mailto:${serviceEmail}`} size="sm">
              {serviceEmail}
            </Anchor>
          </Stack>
        </Paper>
      )}
    </SimpleGrid>
  );
}
