import { useEffect, useState, type FormEvent } from 'react';
import type { AdminReservationType } from '../../../core/domain/reservation-type-admin';
import { toLatinDigits } from '../../../core/domain/jalali-date-text';
import { toPersianDigits } from '../../../core/domain/persian-digits';
import { Modal } from '../../components/modal';
import { Button } from '../../components/button';
import { Alert } from '../../components/alert';
import { sessionDraftOf, SessionPlaceFields, type SessionDraft } from './session-place-fields';
import { Actions, Field, FieldRow, FormStack, Hint, Input, TextArea } from '../../components/form-styles';

export interface TypeFields {
  title: string;
  description: string;
  price: number;
  includedServices: string[];
  displayOrder: number;
  session: SessionDraft;
}

interface TypeFormModalProps {
  open: boolean;
  /** the type being edited; null adds a new one */
  editing: AdminReservationType | null;
  busy: boolean;
  error: string | null;
  onSave: (fields: TypeFields) => void;
  onClose: () => void;
}

/** Digits typed in any script, with or without thousands separators; NaN when it is not a whole number. */
function readWholeNumber(text: string): number {
  const plain = toLatinDigits(text).replace(/[,\u066C\u060C\s]/g, '');
  return /^\d+$/.test(plain) ? Number(plain) : Number.NaN;
}

/** Adds or edits a reservation type: title, description, price in tomans, included services, display order, how its sessions happen. */
export function TypeFormModal({ open, editing, busy, error, onSave, onClose }: TypeFormModalProps) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [price, setPrice] = useState('');
  const [services, setServices] = useState('');
  const [order, setOrder] = useState('');
  const [session, setSession] = useState(sessionDraftOf(undefined));

  useEffect(() => {
    if (!open) return;
    setTitle(editing?.title ?? '');
    setDescription(editing?.description ?? '');
    setPrice(editing ? toPersianDigits(editing.price) : '');
    setServices(editing?.includedServices.join('\n') ?? '');
    setOrder(editing ? toPersianDigits(editing.displayOrder) : '۰');
    setSession(sessionDraftOf(editing?.session));
  }, [open, editing]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({
      title,
      description,
      price: readWholeNumber(price),
      // Blank lines only space the list out; they are not services.
      includedServices: services.split('\n').map((line) => line.trim()).filter((line) => line !== ''),
      displayOrder: order.trim() === '' ? 0 : readWholeNumber(order),
      session,
    });
  };

  return (
    <Modal open={open} title={editing ? 'ویرایش نوع رزرو' : 'افزودن نوع رزرو'} onClose={onClose}>
      <FormStack onSubmit={submit} noValidate>
        <Field>
          عنوان
          <Input value={title} onChange={(event) => setTitle(event.target.value)} required maxLength={120} />
        </Field>
        <Field>
          توضیحات
          <TextArea value={description} onChange={(event) => setDescription(event.target.value)} maxLength={2000} />
        </Field>
        <FieldRow>
          <Field>
            قیمت (تومان)
            <Input value={price} onChange={(event) => setPrice(event.target.value)} inputMode="numeric" dir="ltr" />
            <Hint>صفر یعنی رایگان</Hint>
          </Field>
          <Field>
            ترتیب نمایش
            <Input value={order} onChange={(event) => setOrder(event.target.value)} inputMode="numeric" dir="ltr" />
            <Hint>عدد کوچک‌تر، جلوتر نمایش داده می‌شود</Hint>
          </Field>
        </FieldRow>
        <Field>
          خدمات شامل
          <TextArea value={services} onChange={(event) => setServices(event.target.value)} />
          <Hint>هر خدمت در یک خط</Hint>
        </Field>
        <SessionPlaceFields draft={session} onChange={setSession} />
        {error && <Alert kind="error">{error}</Alert>}
        <Actions>
          <Button type="button" $variant="outline" onClick={onClose}>انصراف</Button>
          <Button type="submit" disabled={busy}>ذخیره</Button>
        </Actions>
      </FormStack>
    </Modal>
  );
}
