import { Box, Button, Group } from '@mantine/core';
import { IconAlertTriangle, IconHome, IconLock, IconMapSearch, IconRefresh } from '@tabler/icons-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { StatusPage } from './layout/status-page';

export function NotFoundPage() {
  return (
    <StatusPage
      icon={<IconMapSearch size={40} />}
      title="Страница не найдена"
      text="Такого адреса в Глади нет. Проверьте ссылку или откройте нужный раздел из меню."
    />
  );
}

export function ForbiddenPage() {
  return (
    <StatusPage
      icon={<IconLock size={40} />}
      title="Доступ запрещён"
      text="Этот раздел открыт только администраторам платформы. Если он нужен вам для работы, напишите в поддержку."
    />
  );
}

function ErrorPage({ message }: { message: string }) {
  return (
    <StatusPage
      icon={<IconAlertTriangle size={40} />}
      title="Не удалось открыть страницу"
      text={message}
      action={
        <Group justify="center">
          <Button
            leftSection={<IconRefresh size={18} aria-hidden />}
            onClick={() => window.location.reload()}
          >
            Обновить страницу
          </Button>
          <Button variant="default" component={Link} to="/" leftSection={<IconHome size={18} aria-hidden />}>
            На главную
          </Button>
        </Group>
      }
    />
  );
}

/**
 * What the user sees when a page cannot be shown: 404 and 403 answers of the route guards, or an error
 * while loading. Inside the shell by default; `fullPage` when the shell itself could not be shown.
 */
export function RouteError({ fullPage = false }: { fullPage?: boolean }) {
  const error = useRouteError();
  let page: React.ReactNode;
  if (isRouteErrorResponse(error) && error.status === 404) page = <NotFoundPage />;
  else if (isRouteErrorResponse(error) && error.status === 403) page = <ForbiddenPage />;
  else {
    if (!isRouteErrorResponse(error)) console.error(error);
    // Browser and library errors are in English: show ours instead of theirs.
    const own = error instanceof Error && /[а-яё]/i.test(error.message) ? error.message : null;
    const message = own ?? 'Произошла ошибка. Обновите страницу или попробуйте позже.';
    page = <ErrorPage message={message} />;
  }
  if (!fullPage) return page;
  return (
    <Box component="main" mih="100vh" style={{ display: 'flex', alignItems: 'center' }}>
      {page}
    </Box>
  );
}
