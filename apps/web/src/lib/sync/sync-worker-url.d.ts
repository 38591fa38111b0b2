/** The sync worker's script, built with the app's chunks (build/sync-worker.ts, decision 0062). */
declare module 'virtual:sync-worker-url' {
  const url: string;
  export default url;
}
