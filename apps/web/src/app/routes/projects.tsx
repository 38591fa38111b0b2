import { Stack } from '@mantine/core';
import { type LoaderFunctionArgs, type ShouldRevalidateFunction, useLoaderData } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { ProjectsList } from '../../features/projects/components/projects-list';
import { readBeforeRender } from '../../lib/first-screen';
import { FIRST_SCREEN, type ProjectsFirstScreen, projectsFirstScreen } from '../../lib/offline-db';

/**
 * The board's first screen: the newest projects, enough that each column's first cards are among them on
 * a desktop (six columns of about seven cards in view) — a column's newest cards are the first of its own.
 */
const BOARD_FIRST_SCREEN = 300;

/**
 * The newest projects, the count and the board's column counts, read from the offline copy before the page
 * renders, as the clients list does (decisions 0012, 0024): the table, the phone's rows or the board show
 * their first screen with the heading, and the whole list replaces it once read.
 */
export function loader({ request }: LoaderFunctionArgs): Promise<ProjectsFirstScreen | null> {
  const board = new URL(request.url).searchParams.get('view') === 'board';
  return readBeforeRender(() => projectsFirstScreen(board ? BOARD_FIRST_SCREEN : FIRST_SCREEN));
}

/** Switching the list and the board keeps the list already read: no second first screen. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

export function Component() {
  const firstScreen = useLoaderData<typeof loader>();
  return (
    <Stack gap="lg">
      <PageHeader title="Объекты" description="Квартиры и дома клиентов с чертежами, сметами и статусами." />
      <ProjectsList firstScreen={firstScreen} />
    </Stack>
  );
}
