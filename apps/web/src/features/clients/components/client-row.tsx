import { memo } from 'react';
import { Link } from 'react-router';
import { PhoneLink } from '../../../components/phone-link';
import { RowActionsButton } from '../../../components/row-actions-button';
import { loadOnce, useLoadOnPress } from '../../../lib/load-on-press';
import type { ClientRow as Client } from '../../../lib/offline-db';
import { withPageStyles } from '../../../lib/page-styles';
import classes from './client-row.module.css';

// the menu's styles are among those the list paints without (decision 0063)
const loadMenu = loadOnce(withPageStyles(() => import('./client-row-menu')));

export const clientTitle = (client: Pick<Client, 'name' | 'id'>) =>
  client.name.trim() || `Клиент №${client.id}`;

export interface ClientRowProps {
  client: Client;
  onEdit: (client: Client) => void;
  onDelete: (client: Client) => void;
}

/**
 * One client of the list: name (opens the card), address, a phone to call, and its actions. Plain elements
 * (client-row.module.css): the list's first paint draws a dozen of these (decision 0060).
 */
export const ClientRow = memo(function ClientRow({ client, onEdit, onDelete }: ClientRowProps) {
  const title = clientTitle(client);
  return (
    <div className={classes.row}>
      <div className={classes.text}>
        <Link to={`/clients/${client.id}`} className={`mantine-focus-auto ${classes.name}`}>
          {title}
        </Link>
        {client.adresa && <p className={classes.address}>{client.adresa}</p>}
        {client.phone && <PhoneLink phone={client.phone} who={title} size="sm" compact />}
      </div>
      <RowActions client={client} title={title} onEdit={onEdit} onDelete={onDelete} />
    </div>
  );
});

/** The row's «Действия» button; its menu's code comes on the first press (client-row-menu.tsx). */
function RowActions({ client, title, onEdit, onDelete }: ClientRowProps & { title: string }) {
  const menu = useLoadOnPress(loadMenu);
  if (menu.module) {
    const { ClientRowMenu } = menu.module;
    return (
      <ClientRowMenu
        name={title}
        phone={client.phone}
        onEdit={() => onEdit(client)}
        onDelete={() => onDelete(client)}
      />
    );
  }
  return (
    <RowActionsButton
      name={title}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={menu.press}
      onPointerEnter={menu.prefetch}
      onFocus={menu.prefetch}
    />
  );
}
