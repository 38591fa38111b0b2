export { publicOnly, requireAdmin, requireDigitsParam, requireToken } from './guards';
export { logout } from './logout';
export {
  type CurrentUser,
  clearCurrentUser,
  getSessionState,
  loadCurrentUser,
  type SessionState,
  setCurrentUser,
  useCurrentUser,
  userSettled,
  useSession,
} from './session-store';
