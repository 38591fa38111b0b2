import { describe, expect, it } from 'vitest';
import { unsafeWorkerImports } from './sync-worker';

const chunk = (fileName: string, imports: string[] = []) => ({ type: 'chunk', fileName, imports });

describe('the sync worker’s imports', () => {
  it('allows its own files and the bundler’s helpers', () => {
    const outputs = [
      chunk('assets/sync-worker-a1.js', ['assets/sync-engine-b2.js', 'assets/sync-core-c3.js']),
      chunk('assets/sync-engine-b2.js', ['assets/sync-core-c3.js']),
      chunk('assets/sync-core-c3.js', ['assets/rolldown-runtime-d4.js', 'assets/first-read-g7.js']),
      chunk('assets/first-read-g7.js'),
      chunk('assets/rolldown-runtime-d4.js'),
      chunk('assets/app-e5.js', ['assets/sync-core-c3.js']),
    ];
    expect(unsafeWorkerImports(outputs, 'assets/sync-worker-a1.js')).toEqual([]);
  });

  it('names a page chunk it would reach, directly or through another', () => {
    const outputs = [
      chunk('assets/sync-worker-a1.js', ['assets/sync-core-c3.js']),
      chunk('assets/sync-core-c3.js', ['assets/offline-data-f6.js']),
      chunk('assets/offline-data-f6.js', ['assets/app-e5.js', 'assets/sync-core-c3.js']),
      chunk('assets/app-e5.js'),
    ];
    expect(unsafeWorkerImports(outputs, 'assets/sync-worker-a1.js')).toEqual([
      'assets/offline-data-f6.js',
      'assets/app-e5.js',
    ]);
  });
});
