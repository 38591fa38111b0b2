import { Stack, Title } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { MySupport } from '../../features/support';
import { type Contact, SupportContacts } from '../../features/support/components/support-contacts';
import { SupportFaq } from '../../features/support/components/support-faq';
import { useEmployees } from '../../features/users/api/users-api';
import { displayName } from '../../features/users/names';

export function Component() {
  const employees = useEmployees();
  const ownerRow = employees.data?.find((e) => e.vladelec);
  const owner: Contact | null = ownerRow
    ? { name: displayName(ownerRow), email: ownerRow.email, phone: ownerRow.phone }
    : null;
  return (
    <Stack gap="xl">
      <PageHeader
        title="Поддержка"
        description="Напишите нам: ответ придёт сюда и на почту. Ниже — частые вопросы и к кому обратиться в компании."
      />
      <MySupport />
      <Stack gap="sm" component="section" aria-labelledby="support-contacts">
        <Title order={2} size="h3" id="support-contacts">
          Куда обратиться
        </Title>
        <SupportContacts owner={owner} />
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="support-faq">
        <Title order={2} size="h3" id="support-faq">
          Частые вопросы
        </Title>
        <SupportFaq />
      </Stack>
    </Stack>
  );
}
