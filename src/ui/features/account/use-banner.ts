import { useCallback, useEffect, useRef, useState } from 'react';
import { BANNER_AUTO_HIDE_MS } from '../../../core/domain/limits';

/** A message that hides itself BANNER_AUTO_HIDE_MS (5 s) after it was shown. */
export function useBanner(): [string | null, (text: string | null) => void] {
  const [text, setText] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const show = useCallback((next: string | null) => {
    if (timer.current) clearTimeout(timer.current);
    setText(next);
    timer.current = next === null ? null : setTimeout(() => setText(null), BANNER_AUTO_HIDE_MS);
  }, []);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return [text, show];
}
