// @vitest-environment jsdom
import { Dexie, type EntityTable } from 'dexie';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useLiveQuery } from './hooks';

interface Row {
  id: number;
  name: string;
  tags: string[];
}

class TestDb extends Dexie {
  rows!: EntityTable<Row, 'id'>;
  constructor(name: string) {
    super(name);
    this.version(1).stores({ rows: 'id' });
  }
}

let db: TestDb | undefined;
afterEach(async () => {
  await db?.delete();
  document.body.replaceChildren();
});

/** Mounts a component that reads every row live; answers each render's rows, in order. */
function watchRows(source: TestDb): Row[][] {
  const renders: Row[][] = [];
  function Rows() {
    const rows = useLiveQuery(() => source.rows.orderBy('id').toArray(), []);
    if (rows) renders.push(rows);
    return <p>{rows?.map((r) => r.name).join(', ')}</p>;
  }
  const container = document.createElement('div');
  document.body.append(container);
  flushSync(() => createRoot(container).render(<Rows />));
  return renders;
}

/** Until the live query's last re-read has answered (Dexie re-reads in timers and IndexedDB callbacks). */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('useLiveQuery', () => {
  it('does not render again for a write that leaves its answer equal; a changed answer keeps its unchanged rows', async () => {
    db = new TestDb(`live-query-test-${Date.now()}`);
    await db.rows.bulkPut([
      { id: 1, name: 'Анна', tags: ['замер'] },
      { id: 2, name: 'Борис', tags: [] },
    ]);
    const renders = watchRows(db);
    await settle();
    expect(renders).toHaveLength(1);
    const [first] = renders;

    // a sync writing the rows as they are: the query runs again, its answer is the one shown
    await db.rows.bulkPut([
      { id: 1, name: 'Анна', tags: ['замер'] },
      { id: 2, name: 'Борис', tags: [] },
    ]);
    await settle();
    expect(renders).toHaveLength(1);

    // one row changed: one render, the other row is the same object as before
    await db.rows.put({ id: 2, name: 'Борис Петров', tags: [] });
    await settle();
    expect(renders).toHaveLength(2);
    const second = renders[1];
    expect(second?.map((r) => r.name)).toEqual(['Анна', 'Борис Петров']);
    expect(second?.[0]).toBe(first?.[0]);
    expect(second?.[1]).not.toBe(first?.[1]);
    expect(document.body.textContent).toBe('Анна, Борис Петров');
  });
});
