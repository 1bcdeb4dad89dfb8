import { useId, useState, type FormEvent } from 'react';
import type { PageTextContent, PageTextSlot } from '../../../../core/domain/page-texts';
import { Button } from '../../../components/button';
import { Actions, Field, FormStack, Input, TextArea } from '../../../components/form-styles';
import { RichTextEditor } from '../editor/rich-text-editor';

export interface PageTextFormProps {
  slot: PageTextSlot;
  /** what the slot says now; empty for a slot not written yet */
  initial: PageTextContent;
  busy: boolean;
  onSave: (content: PageTextContent) => void;
}

/** One slot's text: the fields the slot has, its body in the article editor (the public page's own styles). */
export function PageTextForm({ slot, initial, busy, onSave }: PageTextFormProps) {
  const [content, setContent] = useState<PageTextContent>(initial);
  const bodyLabelId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(content);
  };
  return (
    <FormStack onSubmit={submit} aria-label={`ویرایش ${slot.label}`}>
      {slot.fields.includes('title') && (
        <Field>
          عنوان
          <Input value={content.title} required onChange={(event) => setContent({ ...content, title: event.target.value })} />
        </Field>
      )}
      {slot.fields.includes('summary') && (
        <Field>
          خلاصه
          <TextArea value={content.summary} onChange={(event) => setContent({ ...content, summary: event.target.value })} />
        </Field>
      )}
      {slot.fields.includes('body') && (
        <div>
          <p id={bodyLabelId}>
            <strong>{slot.fields.length === 1 ? 'متن' : 'متن کامل (پنجره «بیشتر بخوانید»)'}</strong>
          </p>
          <RichTextEditor
            initialHtml={initial.body}
            label={slot.label}
            describedBy={bodyLabelId}
            onChange={(body) => setContent((now) => ({ ...now, body }))}
          />
        </div>
      )}
      <Actions>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          ذخیره متن
        </Button>
      </Actions>
    </FormStack>
  );
}
