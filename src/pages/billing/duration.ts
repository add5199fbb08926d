/** "1 h 30 min" from whole minutes, in the current language (app.billing.duration). */
export function formatDuration(
  minutes: number | null | undefined,
  translate: (key: string, options?: Record<string, unknown>) => string,
): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes)) return '';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  const text =
    rest === 0
      ? translate('app.billing.duration.hours', { hours })
      : translate('app.billing.duration.hours_minutes', { hours, minutes: rest });
  return minutes < 0 ? `−${text}` : text;
}
