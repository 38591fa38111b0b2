import { bookedMinutes } from '@glad/domain';
import { Table, Text, VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import type { EventRow } from '../../../lib/offline-db';
import { type StaffMember, staffName } from '../../../lib/staff';
import { personColor } from '../lib/event-looks';
import { weekHours } from '../lib/week-hours';
import classes from './week-hours.module.css';

export interface WeekHoursProps {
  /** the week's days, `YYYY-MM-DD`, Monday first */
  days: readonly string[];
  events: readonly EventRow[];
  staff: readonly StaffMember[] | undefined;
  person: number | undefined;
}

const weekday = new Intl.DateTimeFormat('ru-RU', { weekday: 'short' });
const dayLong = new Intl.DateTimeFormat('ru-RU', { weekday: 'long', day: 'numeric', month: 'long' });

function dateOf(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

/** «1 ч 30 мин» in parts that wrap as a whole in a narrow cell: «1 ч» above «30 мин». */
function Hours({ minutes }: { minutes: number }) {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const parts = [h > 0 ? `${h} ч` : '', m > 0 || h === 0 ? `${m} мин` : ''].filter(Boolean);
  return (
    <>
      {parts.map((p) => (
        <span key={p} className={classes.part}>
          {p}
        </span>
      ))}
    </>
  );
}

/**
 * The week's booked hours: a row per person (in their colour) with how long they are taken each day, and
 * who has nothing booked this week — so a manager sees who is free before booking.
 */
export function WeekHours({ days, events, staff, person }: WeekHoursProps) {
  const { rows, free } = useMemo(
    () => weekHours(days, bookedMinutes(events), staff, person),
    [days, events, staff, person],
  );
  if (rows.length === 0 && free.length === 0) return null;
  return (
    <section className={classes.box} aria-labelledby="week-hours-title">
      <Text component="h2" fw={700} size="sm" id="week-hours-title" mb={4}>
        Занятость за неделю
      </Text>
      {rows.length > 0 && (
        <Table
          className={classes.table}
          withTableBorder
          withColumnBorders
          verticalSpacing={2}
          horizontalSpacing={4}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th className={classes.name}>Сотрудник</Table.Th>
              {days.map((day) => (
                <Table.Th key={day} className={classes.day} title={dayLong.format(dateOf(day))}>
                  <span className={classes.part}>{weekday.format(dateOf(day))}</span>{' '}
                  <span className={classes.part}>{Number(day.slice(8))}</span>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.userId}>
                <Table.Th
                  scope="row"
                  className={classes.name}
                  style={{ borderLeftColor: `var(--mantine-color-${personColor(row.userId)}-7)` }}
                >
                  {staffName(staff, row.userId)}
                </Table.Th>
                {row.minutes.map((minutes, i) => (
                  <Table.Td key={days[i]} className={classes.day}>
                    {minutes > 0 ? (
                      <Hours minutes={minutes} />
                    ) : (
                      <>
                        <span aria-hidden>—</span>
                        <VisuallyHidden>свободен</VisuallyHidden>
                      </>
                    )}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {free.length > 0 && (
        <Text size="sm" mt={4}>
          Свободны всю неделю: {free.map((id) => staffName(staff, id)).join(', ')}
        </Text>
      )}
    </section>
  );
}
