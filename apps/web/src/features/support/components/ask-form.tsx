import { supportQuestionFields } from '@glad/contracts';
import { Alert, Button, Group, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useSubmit } from '../../../lib/use-submit';
import { useAsk } from '../api';
import { ScreenshotField, screenshotProblem } from './screenshot-field';

/** A new question to the platform's support: subject, text and an optional screenshot. */
export function AskForm({ onAsked }: { onAsked: (id: number) => void }) {
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const ask = useAsk();
  const { error, setError, busy, run } = useSubmit();

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="support-ask"
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const parsed = supportQuestionFields.safeParse({ subject, text });
          if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Проверьте форму');
          const shot = screenshotProblem(screenshot);
          if (shot) return setError(shot);
          void run(async () => {
            const id = await ask.mutateAsync({ ...parsed.data, screenshot });
            setSubject('');
            setText('');
            setScreenshot(null);
            notifications.show({ message: 'Обращение отправлено. Ответ придёт сюда и на почту.' });
            onAsked(id);
          }, 'Не удалось отправить');
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h3" id="support-ask">
            Написать в поддержку
          </Title>
          <TextInput
            label="Тема"
            maxLength={200}
            value={subject}
            onChange={(e) => setSubject(e.currentTarget.value)}
          />
          <Textarea
            label="Сообщение"
            description="Что вы делали, что ожидали увидеть и что произошло."
            autosize
            minRows={4}
            maxLength={5000}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <ScreenshotField value={screenshot} onChange={setScreenshot} />
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={busy} leftSection={<IconSend size={18} aria-hidden />}>
              Отправить
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
