import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs`: "x minutes ago" texts stay right without data changes. */
export function useNow(intervalMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
