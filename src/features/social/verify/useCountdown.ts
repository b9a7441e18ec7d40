import { useEffect, useState } from 'react';
import { VERIFY_CODE } from '../../../protocol/contact';

/** Seconds left until `until` (ms), re-rendering once a second until then; 0 when past. */
export function useCountdown(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = () => setNow(Date.now());
    tick();
    if (until <= Date.now()) return undefined;
    const timer = setInterval(() => {
      tick();
      if (Date.now() >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return Math.max(0, Math.ceil((until - Math.max(now, until - VERIFY_CODE.resendSeconds * 1000)) / 1000));
}
