export { AUTH_REQUIRED_MESSAGE, OFFLINE_NOTICE } from './messages';
export { SessionNotices } from './session-notices';
