import { useState, type FormEvent } from 'react';
import { BOOKING_MESSAGES, BOOKING_STATUSES, type BookingFilters, type BookingStatus } from '../../../core/domain/admin-booking';
import { RESERVATION_LABELS } from '../../../core/domain/money-status';
import type { AdminReservationType } from '../../../core/domain/reservation-type-admin';
import { jalaliToIso } from '../../../core/domain/jalali-date';
import { parseJalaliDateText } from '../../../core/domain/jalali-date-text';
import { Button } from '../../components/button';
import { Field, FieldRow, Select } from '../../components/form-styles';
import { JalaliRangeFields } from '../../components/jalali-range-fields';
import { AppForm } from '../../components/app-form';

interface BookingFiltersFormProps {
  types: AdminReservationType[];
  onInvalid: (message: string) => void;
  onApply: (filters: BookingFilters) => void;
}

/** Jalali date range, type and status; empty fields do not filter. */
export function BookingFiltersForm({ types, onInvalid, onApply }: BookingFiltersFormProps) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [typeId, setTypeId] = useState('');
  const [status, setStatus] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const filters: BookingFilters = {};
    if (from.trim()) {
      const day = parseJalaliDateText(from);
      if (!day) return onInvalid(BOOKING_MESSAGES.invalidFrom);
      filters.from = jalaliToIso(day);
    }
    if (to.trim()) {
      const day = parseJalaliDateText(to);
      if (!day) return onInvalid(BOOKING_MESSAGES.invalidTo);
      filters.to = jalaliToIso(day);
    }
    if (typeId) filters.typeId = typeId;
    if (status) filters.status = status as BookingStatus;
    return onApply(filters);
  };

  return (
    <AppForm onSubmit={submit} noValidate aria-label="فیلتر رزروها">
      <FieldRow>
        <JalaliRangeFields from={from} to={to} onFromChange={setFrom} onToChange={setTo} />
        <Field>
          نوع رزرو
          <Select value={typeId} onChange={(event) => setTypeId(event.target.value)}>
            <option value="">همه انواع</option>
            {types.map((type) => <option key={type._id} value={type._id}>{type.title}</option>)}
          </Select>
        </Field>
        <Field>
          وضعیت
          <Select value={status} onChange={(event) => setStatus(event.target.value)}>
            <option value="">همه وضعیت‌ها</option>
            {BOOKING_STATUSES.map((value) => <option key={value} value={value}>{RESERVATION_LABELS[value]}</option>)}
          </Select>
        </Field>
        <Button type="submit">اعمال فیلتر</Button>
      </FieldRow>
    </AppForm>
  );
}
