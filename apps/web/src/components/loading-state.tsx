import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';

/**
 * A block still loading, announced politely; or, with `error`, why it failed and a retry. The loader is
 * wrapped in a status region because a label on the loader's own element is not allowed (axe).
 */
export function LoadingState({
  text = 'Загрузка',
  error,
  onRetry,
}: {
  text?: string;
  error?: Error | null;
  onRetry?: () => void;
}) {
  if (error) {
    return (
      <Alert color="red" variant="light" title="Не удалось загрузить данные" role="alert">
        {error.message}
        {onRetry && (
          <div>
            <Button mt="sm" variant="light" color="red" onClick={onRetry}>
              Повторить
            </Button>
          </div>
        )}
      </Alert>
    );
  }
  return (
    <Center py="xl" role="status">
      <Stack align="center" gap="xs">
        <Loader aria-hidden />
        <Text c="dimmed" size="sm">
          {text}
        </Text>
      </Stack>
    </Center>
  );
}
