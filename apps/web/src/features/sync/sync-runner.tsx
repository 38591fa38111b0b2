import { formatCount } from '@glad/domain';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { entitiesForPath, requestSync, startSync, stopSync } from '../../lib/sync';
import { getAccessToken, onTokensChange } from '../../lib/tokens';

/**
 * Runs sync for the signed-in shell: starts once the start-up user fetch has settled (docs/spec.md §2, §9) — also
 * when it failed offline, so changes made offline still leave when the network returns — and on each
 * navigation to a listed route starts a pull of its entities while the screen shows the offline copy.
 * Renders nothing.
 */
export function SyncRunner({ userSettled }: { userSettled: boolean }) {
  const { pathname } = useLocation();
  const running = useRef(false);

  useEffect(() => {
    if (!userSettled || running.current || !getAccessToken()) return;
    running.current = true;
    void startSync().then(({ discarded }) => {
      if (discarded > 0) {
        notifications.show({
          color: 'red',
          title: 'Удалены чужие изменения',
          message: `На устройстве были неотправленные изменения другой компании (${formatCount(discarded, ['изменение', 'изменения', 'изменений'])}); под этим входом их нельзя отправить.`,
          autoClose: false,
        });
      }
    });
  }, [userSettled]);

  // Signed out (here or in another tab): stop at once, before the tokens are gone for good.
  useEffect(
    () =>
      onTokensChange(() => {
        if (!getAccessToken() && running.current) {
          running.current = false;
          stopSync();
        }
      }),
    [],
  );
  useEffect(
    () => () => {
      if (running.current) stopSync();
      running.current = false;
    },
    [],
  );

  useEffect(() => {
    if (!running.current) return;
    const entities = entitiesForPath(pathname);
    if (entities.length) void requestSync(entities);
  }, [pathname]);

  return null;
}
