import { useEffect, useState } from 'react';
import { watchLauncherObstruction } from './isLauncherObstructed.ts';
import { isLauncherDue, whenLauncherDue } from './launcherDue.ts';

/**
 * Whether the floating launcher should show: once due (after 500 px of scroll, or at once on
 * a short page, or at once for variants without the scroll rule) and while nothing it must
 * avoid (a host modal, a cookie banner) is on screen.
 */
export function useLauncherVisible(waitForScroll: boolean): boolean {
  const [due, setDue] = useState(() => !waitForScroll || isLauncherDue(window));
  const [obstructed, setObstructed] = useState(false);

  useEffect(() => {
    if (due) return;
    let active = true;
    whenLauncherDue(window).then(() => active && setDue(true));
    return () => {
      active = false;
    };
  }, [due]);

  useEffect(() => watchLauncherObstruction(document, setObstructed), []);

  return due && !obstructed;
}
