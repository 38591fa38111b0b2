import { Progress } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { onRequestsInFlight } from '../../lib/api-client';

/**
 * The yellow 2 px bar at the top (docs/spec.md §9) while a page loads or any request is in flight. It creeps
 * towards the end, since neither a page chunk nor a request tells how long it will take.
 */
export function LoadingBar() {
  const navigation = useNavigation();
  const [requests, setRequests] = useState(0);
  useEffect(() => onRequestsInFlight(setRequests), []);
  const busy = navigation.state !== 'idle' || requests > 0;

  const [value, setValue] = useState(0);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (busy) {
      setVisible(true);
      setValue((v) => (v >= 100 ? 10 : Math.max(v, 10)));
      const timer = setInterval(() => setValue((v) => v + (90 - v) * 0.1), 200);
      return () => clearInterval(timer);
    }
    setValue((v) => (v > 0 ? 100 : 0));
    const timer = setTimeout(() => {
      setVisible(false);
      setValue(0);
    }, 250);
    return () => clearTimeout(timer);
  }, [busy]);

  if (!visible) return null;
  return (
    <Progress
      value={value}
      color="yellow.5"
      size={2}
      radius={0}
      aria-label="Загрузка"
      transitionDuration={200}
      pos="fixed"
      top={0}
      left={0}
      right={0}
      style={{ zIndex: 10_001 }}
    />
  );
}
