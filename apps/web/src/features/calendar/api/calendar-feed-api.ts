import { calendarFeedAnswer, calendarSettingsAnswer } from '@glad/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const feedKey = ['calendar', 'feed'] as const;
const settingsKey = ['calendar', 'settings'] as const;

/** GET /api/calendar/feed/: the caller's private subscription address (asked for when the dialog opens). */
export function useFeedUrl(enabled: boolean) {
  return useQuery({
    queryKey: feedKey,
    queryFn: async ({ signal }) => calendarFeedAnswer.parse(await api('/api/calendar/feed/', { signal })).url,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** DELETE /api/calendar/feed/: the old address stops working; the answer is the new one. */
export function useRevokeFeed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      calendarFeedAnswer.parse(await api('/api/calendar/feed/', { method: 'DELETE' })).url,
    onSuccess: (url) => qc.setQueryData(feedKey, url),
  });
}

/** GET /api/calendar/settings/: the company's reminder hour (null: no reminders) and time zone. */
export function useCalendarSettings(enabled: boolean) {
  return useQuery({
    queryKey: settingsKey,
    queryFn: async ({ signal }) =>
      calendarSettingsAnswer.parse(await api('/api/calendar/settings/', { signal })).settings,
    enabled,
  });
}

/** PUT /api/calendar/settings/: the owner sets the evening reminder's hour or turns reminders off. */
export function useSaveReminderHour() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (reminderHour: number | null) =>
      calendarSettingsAnswer.parse(
        await api('/api/calendar/settings/', { method: 'PUT', body: { reminderHour } }),
      ).settings,
    onSuccess: (settings) => qc.setQueryData(settingsKey, settings),
  });
}
