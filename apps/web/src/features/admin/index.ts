export { CompaniesTable } from './companies-table';
export { DevInfo } from './dev-info';
export { EventsLog } from './events-log';
export { InstallersList } from './installers-list';
export { NoCompanyUsers } from './no-company-users';
export { PlatformStats } from './platform-stats';
export { RegistrationsChart } from './registrations-chart';
