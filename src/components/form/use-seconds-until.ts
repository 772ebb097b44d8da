// The seconds left until a moment (an ISO time, e.g. when another code may be asked for), counted
// down once a second while above zero; 0 without a moment or once it has passed.
import { useEffect, useState } from 'react';

export function useSecondsUntil(iso: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  const left = iso ? Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000)) : 0;
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [left]);
  return left;
}
