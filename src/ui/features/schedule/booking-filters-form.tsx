import { useState, type FormEvent } from 'react';
import { BOOKING_MESSAGES, BOOKING_STATUSES, type BookingFilters, type BookingStatus } from '../../../core/domain/admin-booking';
import { RESERVATION_LABELS } from '../../../core/domain/money-status';
import type { AdminReservationType } from '../../../core/domain/reservation-type-admin';
import { parseBookingSearch } from '../../../core/domain/booking-search';
import { formatJalaliNumeric, jalaliToIso } from '../../../core/domain/jalali-date';
import { parseJalaliDateText } from '../../../core/domain/jalali-date-text';
import { Button } from '../../components/button';
import { Field, FieldRow, Input, Select } from '../../components/form-styles';
import { JalaliRangeFields } from '../../components/jalali-range-fields';
import { AppForm } from '../../components/app-form';

interface BookingFiltersFormProps {
  types: AdminReservationType[];
  /** the filters the tab opened on, shown in the fields */
  initial: BookingFilters;
  onInvalid: (message: string) => void;
  onApply: (filters: BookingFilters) => void;
}

/** Part of a customer's name, e-mail or mobile, Jalali date range, type and status; empty fields do not filter. */
export function BookingFiltersForm({ types, initial, onInvalid, onApply }: BookingFiltersFormProps) {
  const [search, setSearch] = useState(initial.search ?? '');
  const [from, setFrom] = useState(initial.from ? formatJalaliNumeric(initial.from) : '');
  const [to, setTo] = useState(initial.to ? formatJalaliNumeric(initial.to) : '');
  const [typeId, setTypeId] = useState('');
  const [status, setStatus] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const filters: BookingFilters = {};
    if (search.trim()) {
      const folded = parseBookingSearch(search);
      if (!folded.ok) return onInvalid(folded.message);
      filters.search = folded.value;
    }
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
        <Field>
          جستجوی مشتری
          <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder="نام، ایمیل یا موبایل" />
        </Field>
        <JalaliRangeFields from={from} to={to} onFromChange={setFrom} onToChange={setTo} />
        <Field>
          نوع رزرو
          <Select value={typeId} onChange={(event) => setTypeId(event.target.value)}>
            <option value="">همه انواع</option>
            {types.map((type) => (
              <option key={type._id} value={type._id}>
                {type.title}
              </option>
            ))}
          </Select>
        </Field>
        <Field>
          وضعیت
          <Select value={status} onChange={(event) => setStatus(event.target.value)}>
            <option value="">همه وضعیت‌ها</option>
            {BOOKING_STATUSES.map((value) => (
              <option key={value} value={value}>
                {RESERVATION_LABELS[value]}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit">اعمال فیلتر</Button>
      </FieldRow>
    </AppForm>
  );
}
