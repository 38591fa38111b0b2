import { useState } from 'react';
import type { EventRow } from '../../../lib/offline-db';
import type { EventPreset } from './use-event-form';

/** Which event the dialog shows: a new one (with what is known of it) or an existing one. */
export function useEventDialog() {
  const [state, setState] = useState<{ opened: boolean; event: EventRow | null; preset: EventPreset }>({
    opened: false,
    event: null,
    preset: {},
  });
  return {
    /** props for `EventFormModal` */
    dialog: { ...state, onClose: () => setState((s) => ({ ...s, opened: false })) },
    create: (preset: EventPreset = {}) => setState({ opened: true, event: null, preset }),
    edit: (event: EventRow) => setState({ opened: true, event, preset: {} }),
  };
}
