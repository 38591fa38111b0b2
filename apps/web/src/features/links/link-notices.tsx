import { Anchor } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { linksKey } from './links-key';
import { markNoticesRead, useNotices } from './notices-api';

/** Shows each new notice once (a client opened, accepted or asked for changes) and marks it read. */
export function LinkNotices() {
  const notices = useNotices();
  const qc = useQueryClient();
  useEffect(() => {
    const list = notices.data ?? [];
    if (list.length === 0) return;
    for (const n of list) {
      notifications.show({
        id: `notice-${n.id}`,
        title: n.title,
        autoClose: 15_000,
        message: (
          <>
            {n.text}{' '}
            <Anchor component={Link} to={n.url} size="sm">
              Открыть
            </Anchor>
          </>
        ),
      });
    }
    void qc.invalidateQueries({ queryKey: linksKey });
    markNoticesRead(list.map((n) => n.id))
      .then(() => qc.setQueryData(['notices'], []))
      .catch(() => undefined);
  }, [notices.data, qc]);
  return null;
}
