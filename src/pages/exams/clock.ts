/** Time shown to a student taking an exam: what is left, as a clock face ("1:05:09", "04:59"). */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}

/** Milliseconds until `deadline` by the server's clock (`clockOffset` from its answer). */
export const remainingMs = (deadline: string, clockOffset: number, now = Date.now()): number =>
  Date.parse(deadline) - (now + clockOffset);
