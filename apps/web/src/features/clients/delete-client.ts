import { removeWithUndo } from '../../components/undo-notice';
import type { ClientRow } from '../../lib/offline-db';
import { clientTitle } from './components/client-row';

/** Deletes a client (to the trash) with «Отменить» in the notification. */
export function deleteClientWithUndo(client: Pick<ClientRow, 'id' | 'name'>) {
  return removeWithUndo([{ table: 'clients', id: client.id }], `Клиент «${clientTitle(client)}» удалён`);
}
