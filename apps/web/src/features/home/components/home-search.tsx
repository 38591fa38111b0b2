import { Stack, Text } from '@mantine/core';
import { useDeferredValue, useEffect, useState } from 'react';
import { SearchInput } from '../../../components/search-input';
import { loadOnce } from '../../../lib/load-on-press';

/** How many of each kind the home page lists; the lists pages have the rest. */
const SHOWN = 5;

/** One search over clients and projects of the offline copy: Russian, by word start, phone digits. */
export function HomeSearch() {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim());

  return (
    <Stack gap="xs">
      <SearchInput
        label="Поиск по клиентам и объектам"
        placeholder="Имя, адрес, телефон, название объекта"
        value={query}
        onChange={setQuery}
        onFocus={prefetchResults}
      />
      {deferred && <Results query={deferred} />}
    </Stack>
  );
}

/** The results' code comes with the first search (or the field's focus), not with home (decision 0051). */
/** Once loaded, a later search shows its results in its first render. */
let resultsCode: typeof import('./home-search-results') | null = null;
const loadResults = loadOnce(() =>
  import('./home-search-results').then((module) => {
    resultsCode = module;
    return module;
  }),
);
const prefetchResults = () => {
  loadResults().catch(() => undefined);
};

/** The search and what it found, once its code is there; a failed load (offline, no worker's copy) is said and retried. */
function Results({ query }: { query: string }) {
  const [code, setCode] = useState(resultsCode);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (code || !query) return;
    let live = true;
    setFailed(false);
    loadResults().then(
      (module) => live && setCode(module),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [code, query]);
  if (code) return <code.default query={query} shown={SHOWN} />;
  return failed ? (
    <Text c="red" role="alert">
      Не удалось показать найденное: нет связи с сервером. Измените запрос, когда появится сеть.
    </Text>
  ) : null;
}
