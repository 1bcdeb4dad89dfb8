import { useEffect, useState, type FormEvent } from 'react';

/**
 * A dialog's one free-text field (a reason, a note) for the item it is open on: empty again for
 * each new item, and handed to `onConfirm` when the form is sent.
 */
export function useTextFor(item: unknown, onConfirm: (text: string) => void) {
  const [text, setText] = useState('');
  useEffect(() => setText(''), [item]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(text);
  };
  return { text, setText, submit };
}
