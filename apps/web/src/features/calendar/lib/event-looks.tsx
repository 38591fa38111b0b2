import type { EventKind } from '@glad/contracts';
import { IconNote, IconRuler2, IconTool, IconUsersGroup } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Each kind's colour (a Mantine colour name) and icon, the same in lists, the grid and the form. */
export const eventKindLooks: Record<EventKind, { color: string; icon: (size: number) => ReactNode }> = {
  zamer: { color: 'blue', icon: (size) => <IconRuler2 size={size} aria-hidden /> },
  montazh: { color: 'teal', icon: (size) => <IconTool size={size} aria-hidden /> },
  vstrecha: { color: 'grape', icon: (size) => <IconUsersGroup size={size} aria-hidden /> },
  other: { color: 'gray', icon: (size) => <IconNote size={size} aria-hidden /> },
};

/**
 * The colours a person can have; each person keeps one (by user id), so a name reads the same colour on
 * every screen and every device.
 */
export const personPalette = [
  'blue',
  'orange',
  'grape',
  'green',
  'red',
  'cyan',
  'violet',
  'lime',
  'pink',
  'indigo',
  'yellow',
  'teal',
] as const;

/** A person's colour (a Mantine colour name); 0 (nobody) is gray. */
export function personColor(userId: number): string {
  if (userId <= 0) return 'gray';
  return personPalette[userId % personPalette.length] ?? 'gray';
}
