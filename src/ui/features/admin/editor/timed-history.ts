import type { Editor } from 'slate';
import { HistoryEditor } from 'slate-history';

export const HISTORY_MAX_ENTRIES = 100;
export const HISTORY_MERGE_DELAY_MS = 1000;

/**
 * Undo steps as the spec sets them: every change within 1000 ms of the previous change joins
 * the same step (slate-history alone merges only by kind of operation), and at most 100
 * steps are kept. Goes on top of withHistory; `now` is the clock, replaced in tests.
 */
export function withTimedHistory<T extends Editor & HistoryEditor>(editor: T, now: () => number = Date.now): T {
  const { apply, undo, redo } = editor;
  let lastChange = Number.NEGATIVE_INFINITY;

  editor.apply = (operation) => {
    if (operation.type === 'set_selection' || HistoryEditor.isSaving(editor) === false) {
      apply(operation);
      return;
    }
    const time = now();
    const sameStep = time - lastChange < HISTORY_MERGE_DELAY_MS;
    lastChange = time;
    if (sameStep) HistoryEditor.withMerging(editor, () => apply(operation));
    else HistoryEditor.withNewBatch(editor, () => apply(operation));
    while (editor.history.undos.length > HISTORY_MAX_ENTRIES) editor.history.undos.shift();
  };
  // After an undo or redo the next change starts a step of its own.
  editor.undo = () => {
    lastChange = Number.NEGATIVE_INFINITY;
    undo();
  };
  editor.redo = () => {
    lastChange = Number.NEGATIVE_INFINITY;
    redo();
  };
  return editor;
}
