/** docs/spec.md §3: the offline copy's fixed database name and schema version. */
export const DB_NAME = 'glad';
export const DB_VERSION = 6;
/** The outbox: the local changes not yet acknowledged by the server (docs/spec.md §3 `stack`). */
export const OUTBOX_TABLE = 'stack';
