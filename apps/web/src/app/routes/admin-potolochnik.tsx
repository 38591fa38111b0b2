import { InstallersList } from '../../features/admin';

export const handle = { title: 'Потолочники' };

export function Component() {
  return <InstallersList />;
}
