import { DateInput, type DateInputProps } from '@mantine/dates';
import 'dayjs/locale/ru';

/**
 * A day typed or picked the Russian way: «25.11.2026», Russian month names, the week from Monday. Each date
 * field carries its locale itself, so the shell needs no dates provider and home does not load dayjs.
 */
export function RuDateInput(props: DateInputProps) {
  return <DateInput valueFormat="DD.MM.YYYY" locale="ru" firstDayOfWeek={1} {...props} />;
}
