import { formatLongDate } from '@glad/domain';
import { Stack, Text, Title } from '@mantine/core';

function greetingFor(hour: number): string {
  if (hour >= 5 && hour < 12) return 'Доброе утро';
  if (hour >= 12 && hour < 18) return 'Добрый день';
  if (hour >= 18 && hour < 23) return 'Добрый вечер';
  return 'Доброй ночи';
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The page's heading: a greeting by the time of day with the user's name, and today's date. */
export function HomeGreeting({ name, now = new Date() }: { name: string | null; now?: Date }) {
  const greeting = greetingFor(now.getHours());
  return (
    <Stack gap={4}>
      <Title order={1} size="h2">
        {name ? `${greeting}, ${name}!` : `${greeting}!`}
      </Title>
      <Text>{capitalize(formatLongDate(now))}</Text>
    </Stack>
  );
}
