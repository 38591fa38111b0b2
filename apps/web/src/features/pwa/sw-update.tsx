import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { openConfirmModal } from '../../lib/confirm-dialog';
import { precacheLaterCode } from '../../lib/sw-stages';
import { whenFirstSyncSettled } from '../../lib/sync';
import { isSessionValid } from '../../lib/tokens';
import { hasUnsavedInput } from '../../lib/unsaved-input';

export const UPDATE_TITLE = 'Доступна новая версия!';
export const UPDATE_MESSAGE = 'Обновите страницу, чтобы получить последнюю версию программы.';
/** docs/spec.md §8: the new-version notice stays 10 s. */
export const UPDATE_NOTICE_MS = 10_000;
/** A tab left open for days still learns about new versions. */
const UPDATE_CHECK_MS = 60 * 60_000;

/**
 * How long a signed-in page without the service worker waits for its first sync before installing it
 * anyway: a company of 10,000 clients fills a phone's copy in well under this.
 */
export const FIRST_SYNC_WAIT_MS = 30_000;

/**
 * When the registration may start. A page the worker already controls (a returning device, or one that
 * signed in through the login page, which installs it) registers at once: that is only an update check.
 * A signed-in page without it (a new device opened at a signed-in address) first lets its first sync end:
 * the worker's first install downloads and stores the whole app, and beside that pull it took the phone's
 * cores from the page and from the sync (decision 0071). A signed-out page registers at once.
 */
export function whenRegistrationMayStart(): Promise<void> {
  if (navigator.serviceWorker?.controller || !isSessionValid()) return Promise.resolve();
  return whenFirstSyncSettled(FIRST_SYNC_WAIT_MS);
}

/** Set when this tab's user chose to update: only then may the page reload. */
let userAskedReload = false;

function reloadNow() {
  userAskedReload = true;
  window.location.reload();
}

/** Asks before a reload would throw away what a form holds. Answers whether to go on. */
function confirmLosingInput(): Promise<boolean> {
  if (!hasUnsavedInput()) return Promise.resolve(true);
  return new Promise((resolve) => {
    openConfirmModal({
      title: 'В форме есть несохранённые данные',
      children: (
        <Text size="sm">
          Обновление перезагрузит страницу, и введённое в открытой форме пропадёт. Сохраните форму, потом
          обновите страницу.
        </Text>
      ),
      labels: { confirm: 'Обновить без сохранения', cancel: 'Сначала сохраню' },
      confirmProps: { color: 'red' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

/**
 * The new version took control of this tab (this tab's «Обновить», or another tab's: the service worker
 * is shared). The old page may miss chunks of the new version, so it should reload — but never by itself
 * while a form holds unsaved input: then the user gets a lasting notice and reloads when ready.
 */
function onNewVersionActive() {
  if (userAskedReload || !hasUnsavedInput()) {
    reloadNow();
    return;
  }
  notifications.show({
    id: 'sw-activated',
    color: 'red',
    title: 'Новая версия установлена',
    autoClose: false,
    message: (
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          Программа обновилась в другой вкладке. Сохраните введённые данные и обновите эту страницу.
        </Text>
        <Button
          size="sm"
          color="red"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => void confirmLosingInput().then((go) => go && reloadNow())}
        >
          Обновить страницу
        </Button>
      </Stack>
    ),
  });
}

/**
 * Registers the service worker (registerType 'prompt') and, when a new version is waiting, offers it
 * with the red notice of docs/spec.md §8 and an «Обновить» button for 10 s. The page is never reloaded without
 * the user's click: a measurer may be in the middle of typing a room.
 */
export function ServiceWorkerUpdate() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onNeedReload: onNewVersionActive,
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      // stage 2 of the precache: the PDF and Excel code, once the shell and pages are in
      void navigator.serviceWorker.ready.then((ready) => ready.active && precacheLaterCode(ready.active));
      setInterval(() => {
        if (document.visibilityState === 'visible' && navigator.onLine) void registration.update();
      }, UPDATE_CHECK_MS);
    },
    onRegisterError(error) {
      console.warn('Service worker не зарегистрирован', error);
    },
  });

  useEffect(() => {
    if (!needRefresh) return;
    const update = async () => {
      if (!(await confirmLosingInput())) return;
      notifications.hide('sw-update');
      userAskedReload = true;
      await updateServiceWorker(true);
    };
    notifications.show({
      id: 'sw-update',
      color: 'red',
      title: UPDATE_TITLE,
      autoClose: UPDATE_NOTICE_MS,
      onClose: () => setNeedRefresh(false),
      message: (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{UPDATE_MESSAGE}</Text>
          <Button
            size="sm"
            color="red"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => void update()}
          >
            Обновить
          </Button>
        </Stack>
      ),
    });
  }, [needRefresh, setNeedRefresh, updateServiceWorker]);

  return null;
}
