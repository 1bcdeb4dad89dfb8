import { useCallback, useEffect, useRef, useState } from 'react';
import type { AutosaveFields } from '../../../core/ports/blog/admin-post-repository';
import { BLOG_USE_CASES } from '../../../core/use-cases/blog/blog-tokens';
import { useService } from '../../services/services-context';

/** Quiet pause after the last keystroke before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 3000;

export const AUTOSAVE_TEXTS = {
  saving: 'در حال ذخیره…',
  saved: 'ذخیره شد',
  failed: 'ذخیره خودکار انجام نشد:',
} as const;

export type AutosaveStatus = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string };

export interface PostAutosave {
  status: AutosaveStatus;
  /** the article the saves go into: the one edited, or the draft the first save made */
  postId: string | null;
  /** what is typed differs from what the server keeps */
  unsaved: boolean;
  /** the form's own button saved everything: nothing is unsaved any more */
  markSaved(): void;
}

/**
 * Saves the form's text into a draft on the server a few seconds after typing stops, and
 * once more as the page goes away or the form closes. A published article is never
 * autosaved (its edits go out with the update button only): `enabled` is false for it, and
 * a server that says it is published turns the saves off without alarm.
 */
export function usePostAutosave({
  fields,
  postId: initialId,
  enabled,
  onFirstSave,
}: {
  fields: AutosaveFields;
  postId: string | null;
  enabled: boolean;
  onFirstSave: (postId: string) => void;
}): PostAutosave {
  const autosavePost = useService(BLOG_USE_CASES.AutosavePost);
  const key = JSON.stringify(fields);
  const [savedKey, setSavedKey] = useState(key);
  const [status, setStatus] = useState<AutosaveStatus>({ kind: 'idle' });
  const [postId, setPostId] = useState(initialId);
  const [on, setOn] = useState(enabled);
  const latest = useRef({ fields, key, savedKey, postId, on, inFlight: false });
  latest.current = { ...latest.current, fields, key, savedKey, postId, on };
  const firstSave = useRef(onFirstSave);
  firstSave.current = onFirstSave;

  const save = useCallback(async () => {
    const now = latest.current;
    if (!now.on || now.inFlight || now.key === now.savedKey) return;
    latest.current.inFlight = true;
    setStatus({ kind: 'saving' });
    const result = await autosavePost.execute({ postId: now.postId, fields: now.fields });
    latest.current.inFlight = false;
    if (!result.ok) {
      setStatus({ kind: 'failed', message: result.message });
      return;
    }
    if (result.value.kind === 'published') {
      setOn(false);
      setStatus({ kind: 'idle' });
      return;
    }
    setSavedKey(now.key);
    setStatus({ kind: 'saved' });
    if (now.postId === null) {
      setPostId(result.value.postId);
      firstSave.current(result.value.postId);
    }
  }, [autosavePost]);

  // each change restarts the pause; a save that ends with newer text waiting schedules the next
  useEffect(() => {
    if (!on || key === savedKey) return undefined;
    const timer = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [on, key, savedKey, save]);

  useEffect(() => {
    const saveOnLeaving = () => {
      const now = latest.current;
      if (!now.on || now.key === now.savedKey) return;
      void autosavePost.execute({ postId: now.postId, fields: now.fields, leaving: true });
      latest.current.savedKey = now.key;
    };
    const onHidden = () => document.visibilityState === 'hidden' && saveOnLeaving();
    window.addEventListener('pagehide', saveOnLeaving);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', saveOnLeaving);
      document.removeEventListener('visibilitychange', onHidden);
      // the form closes (another tab, Back): what was typed since the last save goes too
      saveOnLeaving();
    };
  }, [autosavePost]);

  const markSaved = useCallback(() => {
    latest.current.savedKey = latest.current.key;
    setSavedKey(latest.current.key);
    setOn(false);
  }, []);

  return { status, postId, unsaved: key !== savedKey, markSaved };
}
