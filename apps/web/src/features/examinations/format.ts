import type { TFunction } from 'i18next';

/** An inspection's length: seconds under a minute, minutes under an hour, then hours and minutes. */
export function formatDuration(seconds: number, t: TFunction<'examinations'>, language: string): string {
  const number = (value: number) => value.toLocaleString(language);
  if (seconds < 60) return t('duration.seconds', { formatted: number(seconds) });
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return t('duration.minutes', { formatted: number(minutes) });
  return t('duration.hours_minutes', {
    hours: number(Math.floor(minutes / 60)),
    minutes: number(minutes % 60),
  });
}
