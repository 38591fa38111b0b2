export { confirmLogout } from './confirm-logout';
export { describeLost, LostValueNote, lostValuesOf } from './lost-values';
export { openRejectedChanges, RejectedChanges } from './rejected-changes';
export { SyncIndicator } from './sync-indicator';
export { SyncRunner } from './sync-runner';
export { describeSync } from './sync-state';
