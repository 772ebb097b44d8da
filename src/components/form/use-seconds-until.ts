// The seconds left until a moment (an ISO time, e.g. when another code may be asked for), counted
// down once a second while above zero; 0 without a moment or once it has passed.
import { useEffect, useState } from 'react';

export function useSecondsUntil(iso: string | null): number {
  // The clock is read when the moment changes, not only when the component mounted: a moment
  // set a while after mounting must not start the count late.
  const [clock, setClock] = useState(() => ({ iso, now: Date.now() }));
  const now = clock.iso === iso ? clock.now : Date.now();
  const left = iso ? Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000)) : 0;
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setInterval(() => setClock({ iso, now: Date.now() }), 1000);
    return () => window.clearInterval(timer);
  }, [iso, left]);
  return left;
}
