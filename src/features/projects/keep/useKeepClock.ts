import { useEffect, useState } from 'react';
import { onCopiesChanged } from '../file/copies';
import { onWorkChanged } from './work';

/**
 * The time for the reminders, taken again every minute and whenever a copy, a minute of work or
 * a « Plus tard » is recorded in this tab: a banner reads what they remember afresh each time.
 */
export function useKeepClock(every = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const timer = window.setInterval(tick, every);
    const stopCopies = onCopiesChanged(tick);
    const stopWork = onWorkChanged(tick);
    // Another tab's « Plus tard », copy or work.
    window.addEventListener('storage', tick);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('storage', tick);
      stopCopies();
      stopWork();
    };
  }, [every]);
  return now;
}
