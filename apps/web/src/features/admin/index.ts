export { DevInfo } from './dev-info';
export { EventsLog } from './events-log';
export { InstallersList } from './installers-list';
export { NoCompanyUsers } from './no-company-users';
export { RegistrationsChart } from './registrations-chart';
