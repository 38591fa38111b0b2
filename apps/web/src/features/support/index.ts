export { MySupport } from './components/my-support';
export { SupportInbox } from './components/support-inbox';
