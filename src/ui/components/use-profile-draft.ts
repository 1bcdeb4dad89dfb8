import { useCallback, useState, type Dispatch, type SetStateAction } from 'react';

export interface ProfileDraft<F> {
  draft: F;
  /** the change handler of one field: the field is set on the draft as it stands now */
  edit: (field: keyof F) => (event: { target: { value: string } }) => void;
  /** replaces the draft (after a save: with what was saved, unless more was typed meanwhile) */
  replace: Dispatch<SetStateAction<F>>;
}

/**
 * What a profile form holds while it is open: taken from the user once, when the form opens, and
 * changed only by what is typed into it. A later copy of the user (the session read again, the
 * answer to another request) never replaces it, and each change is made on the draft as it
 * stands, not on the copy the last render saw: fields typed one after another faster than the
 * page is drawn again (a browser test, a password manager) are all kept.
 */
export function useProfileDraft<F extends object>(opened: () => F): ProfileDraft<F> {
  const [draft, replace] = useState(opened);
  const edit = useCallback(
    (field: keyof F) => (event: { target: { value: string } }) => {
      const { value } = event.target;
      replace((current) => ({ ...current, [field]: value }));
    },
    [],
  );
  return { draft, edit, replace };
}
