import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';

export const UNSAVED_TEXTS = {
  question: 'تغییرات ذخیره‌نشده‌ای دارید. از این صفحه خارج می‌شوید؟',
  stay: 'ماندن در صفحه',
  leave: 'خروج بدون ذخیره',
} as const;

type Move = (...args: unknown[]) => void;

/**
 * While `active`, leaving the page asks first: a move inside the app waits for the writer's
 * answer (stay or leave), closing or reloading the tab gets the browser's own question.
 * The app's router is a BrowserRouter, not a data router, so react-router's useBlocker is
 * not available: the router's navigator is asked instead, the way its blocker asks.
 */
export function useUnsavedChangesGuard(active: boolean): { asking: boolean; stay(): void; leave(): void; release(): void } {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const activeRef = useRef(active);
  activeRef.current = active;
  const [pending, setPending] = useState<(() => void) | null>(null);

  useEffect(() => {
    const target = navigator as unknown as { push: Move; replace: Move };
    const original = { push: target.push, replace: target.replace };
    const guarded =
      (move: Move): Move =>
      (...args) => {
        if (!activeRef.current) return move.apply(target, args);
        setPending(() => () => move.apply(target, args));
        return undefined;
      };
    target.push = guarded(original.push);
    target.replace = guarded(original.replace);
    return () => {
      target.push = original.push;
      target.replace = original.replace;
    };
  }, [navigator]);

  useEffect(() => {
    if (!active) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);

  const stay = useCallback(() => setPending(null), []);
  const release = useCallback(() => {
    activeRef.current = false;
  }, []);
  const leave = useCallback(() => {
    activeRef.current = false;
    pending?.();
    setPending(null);
  }, [pending]);
  return { asking: pending !== null, stay, leave, release };
}
