/** The calendar's clock: the day and hour it is now in the company's zone (reminders ask it). */
const formats = new Map<string, Intl.DateTimeFormat>();

function format(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, f);
  }
  return f;
}

/** `now` as the zone's calendar day (`YYYY-MM-DD`) and hour (0–23). */
export function zonedNow(now: Date, timeZone: string): { day: string; hour: number } {
  const parts = Object.fromEntries(
    format(timeZone)
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}
