import {
  Alert,
  Paper,
  PasswordInput,
  type PasswordInputProps,
  Stack,
  Text,
  TextInput,
  type TextInputProps,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The card every sign-in page sits in, with its one h1. */
export function AuthCard({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {title}
          </Title>
          {lead && <Text c="dimmed">{lead}</Text>}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

/** The server's refusal, read out to screen readers. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />} role="alert">
      {message}
    </Alert>
  );
}

const passwordToggleProps = {
  'aria-label': 'Показать или скрыть пароль',
  style: { minWidth: 44, minHeight: 44 },
} as const;

/** The e-mail field of a sign-in page (`autoComplete` says whose: `username` on the login). */
export function EmailInput(props: TextInputProps) {
  return (
    <TextInput
      label="Электронная почта"
      type="email"
      inputMode="email"
      autoComplete="email"
      required
      size="md"
      {...props}
    />
  );
}

/** A password field of a sign-in page, its show/hide toggle named and big enough to tap. */
export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput required size="md" visibilityToggleButtonProps={passwordToggleProps} {...props} />;
}

/** Text links of the sign-in pages are touch targets too (44 px, docs/design.md §4). */
export const touchLink = { display: 'inline-flex', alignItems: 'center', minHeight: 44 } as const;
