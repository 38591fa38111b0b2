import { type SupportMessage, supportReplyFields, supportStatusLabels } from '@glad/contracts';
import { formatDateTime } from '@glad/domain';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadingState } from '../../../components/loading-state';
import { useAuthedImage } from '../../../lib/authed-image';
import { useSubmit } from '../../../lib/use-submit';
import { useReply, useThread } from '../api';
import { ScreenshotField, screenshotProblem } from './screenshot-field';

function Screenshot({ url }: { url: string }) {
  const { src, failed } = useAuthedImage(url);
  if (failed)
    return (
      <Text size="sm" c="red">
        Не удалось загрузить снимок экрана
      </Text>
    );
  if (!src)
    return (
      <Text size="sm" c="dimmed">
        Снимок загружается…
      </Text>
    );
  return (
    <Anchor href={src} target="_blank" rel="noopener" aria-label="Снимок экрана, открыть крупно">
      <Image src={src} alt="Снимок экрана" mah={240} w="auto" fit="contain" radius="sm" />
    </Anchor>
  );
}

function Message({ message }: { message: SupportMessage }) {
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg={message.fromSupport ? 'var(--mantine-color-blue-light)' : undefined}
      ml={message.fromSupport ? 0 : { base: 0, sm: 'xl' }}
      mr={message.fromSupport ? { base: 0, sm: 'xl' } : 0}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={600} size="sm">
            {message.author}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(message.createdAt)}
          </Text>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.text}
        </Text>
        {message.screenshot && <Screenshot url={message.screenshot} />}
      </Stack>
    </Paper>
  );
}

/** One thread: its messages, oldest first, and a reply form (`replyLabel`: «Ответить» for admins). */
export function ThreadView({ id, replyLabel }: { id: number; replyLabel: string }) {
  const { data, isLoading, error, refetch } = useThread(id);
  const reply = useReply(id);
  const [text, setText] = useState('');
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const submit = useSubmit();
  if (!data) return <LoadingState error={isLoading ? null : error} onRetry={() => void refetch()} />;

  return (
    <Stack gap="sm" component="section" aria-labelledby="support-thread">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h3" id="support-thread" style={{ overflowWrap: 'anywhere' }}>
          {data.subject}
        </Title>
        <Badge color={data.status === 'open' ? 'orange' : 'green'} variant="light">
          {supportStatusLabels[data.status]}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {data.email}
        {data.companyName ? `, ${data.companyName}` : ''}
      </Text>
      <Stack gap="xs">
        {data.content.map((m) => (
          <Message key={m.id} message={m} />
        ))}
      </Stack>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const parsed = supportReplyFields.safeParse({ text });
          if (!parsed.success)
            return submit.setError(parsed.error.issues[0]?.message ?? 'Напишите сообщение');
          const shot = screenshotProblem(screenshot);
          if (shot) return submit.setError(shot);
          void submit.run(async () => {
            await reply.mutateAsync({ text: parsed.data.text, screenshot });
            setText('');
            setScreenshot(null);
          }, 'Не удалось отправить');
        }}
      >
        <Stack gap="sm">
          <Textarea
            label={replyLabel}
            autosize
            minRows={3}
            maxLength={5000}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <ScreenshotField value={screenshot} onChange={setScreenshot} />
          {submit.error && (
            <Alert color="red" variant="light" role="alert">
              {submit.error}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={submit.busy} leftSection={<IconSend size={18} aria-hidden />}>
              Отправить
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
