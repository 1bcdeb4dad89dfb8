import { useCallback, useState, type FormEvent } from 'react';
import { addDays, toBusinessWallClock } from '../../../core/domain/business-time';
import { formatJalaliNumeric, persianWeekdayName } from '../../../core/domain/jalali-date';
import { latinDigits } from '../../../core/domain/mobile-number';
import { toPersianDigits } from '../../../core/domain/persian-digits';
import type { KnownCustomer } from '../../../core/domain/phone-booking';
import type { ScheduleSlot } from '../../../core/domain/schedule-slot';
import type { Outcome } from '../../../core/domain/outcome';
import { PLATFORM_PORTS } from '../../../core/ports/platform/platform-port-tokens';
import { SCHEDULE_USE_CASES } from '../../../core/use-cases/schedule/schedule-tokens';
import { Alert } from '../../components/alert';
import { AppForm } from '../../components/app-form';
import { Button } from '../../components/button';
import { Field, FieldRow, Input, Select, SectionTitle } from '../../components/form-styles';
import { useService } from '../../services/services-context';
import { useLoaded } from '../../services/use-loaded';
import { PHONE_TEXTS as T } from './business-messages';

const NEW = 'new';
type Feedback = { kind: 'success' | 'error'; text: string } | null;

/** The consultant books a free slot for a customer who phoned: a known account or a new one, paid outside the site or free. */
export function PhoneBookingForm({ today, onBooked }: { today: string; onBooked: () => void }) {
  const findCustomers = useService(SCHEDULE_USE_CASES.FindCustomers);
  const bookForCaller = useService(SCHEDULE_USE_CASES.BookForCaller);
  const loadTypes = useService(SCHEDULE_USE_CASES.LoadAdminReservationTypes);
  const loadSlots = useService(SCHEDULE_USE_CASES.LoadTypeSlots);
  const clock = useService(PLATFORM_PORTS.Clock);
  const offered = useLoaded(useCallback(() => loadTypes.execute(), [loadTypes])).value;
  const types = (offered ?? []).filter((type) => type.isActive);
  const [typeId, setTypeId] = useState('');
  const [search, setSearch] = useState('');
  const [customers, setCustomers] = useState<KnownCustomer[] | null>(null);
  const [customerId, setCustomerId] = useState(NEW);
  const [feedback, setFeedback] = useState<Feedback>(null);

  // the type's free times of the coming 30 days; none while no type is chosen
  const typeSlots = useLoaded(
    useCallback(
      async (): Promise<Outcome<ScheduleSlot[]>> =>
        typeId ? loadSlots.execute({ typeId, from: today, to: addDays(today, 30) }) : { ok: true, value: [], message: '' },
      [loadSlots, typeId, today],
    ),
  );
  // a free time earlier today has passed: the server would refuse it
  const now = toBusinessWallClock(clock.now());
  const slots = (typeSlots.loading ? [] : (typeSlots.value ?? [])).filter(
    (slot) => slot.occupancy === 'free' && (slot.date > now.date || (slot.date === now.date && slot.time > now.time)),
  );

  const lookUp = async () => {
    const result = await findCustomers.execute(search);
    if (!result.ok) return setFeedback({ kind: 'error', text: result.message });
    setFeedback(null);
    setCustomers(result.value);
    setCustomerId(result.value[0]?.id ?? NEW);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    const text = (name: string) => String(form.get(name) ?? '');
    const [date, time] = text('slot').split(' ');
    const paid = latinDigits(text('paidOutside')).replace(/[,٬\s]/g, '');
    const result = await bookForCaller.execute({
      customer:
        customerId === NEW
          ? { firstName: text('firstName'), lastName: text('lastName'), mobile: text('mobile'), email: text('email') }
          : { userId: customerId },
      reservationTypeId: typeId,
      date,
      time,
      paidOutside: paid === '' ? null : Number(paid),
    });
    setFeedback({ kind: result.ok ? 'success' : 'error', text: result.message });
    if (result.ok) {
      element.reset();
      setTypeId('');
      onBooked();
    }
  };

  return (
    <section aria-label={T.title}>
      <SectionTitle>{T.title}</SectionTitle>
      <p>{T.intro}</p>
      <AppForm aria-label={T.title} onSubmit={(event) => void submit(event)}>
        <FieldRow>
          <Field>
            {T.search}
            <Input name="search" value={search} onChange={(event) => setSearch(event.target.value)} />
          </Field>
          <Button type="button" $variant="outline" onClick={() => void lookUp()}>
            {T.searchButton}
          </Button>
        </FieldRow>
        {customers?.length === 0 && <p>{T.noneFound}</p>}
        <Field>
          {T.customer}
          <Select name="customer" value={customerId} onChange={(event) => setCustomerId(event.target.value)}>
            {(customers ?? []).map((customer) => (
              <option
                key={customer.id}
                value={customer.id}
              >{`${customer.name} · ${customer.email}${customer.mobile ? ` · ${toPersianDigits(customer.mobile)}` : ''}`}</option>
            ))}
            <option value={NEW}>{T.newCustomer}</option>
          </Select>
        </Field>
        {customerId === NEW && (
          <FieldRow>
            <Field>
              {T.firstName}
              <Input name="firstName" required />
            </Field>
            <Field>
              {T.lastName}
              <Input name="lastName" required />
            </Field>
            <Field>
              {T.mobile}
              <Input name="mobile" dir="ltr" inputMode="tel" required />
            </Field>
            <Field>
              {T.email}
              <Input name="email" type="email" dir="ltr" required />
            </Field>
          </FieldRow>
        )}
        <FieldRow>
          <Field>
            {T.type}
            <Select name="type" value={typeId} onChange={(event) => setTypeId(event.target.value)} required>
              <option value="">{T.chooseType}</option>
              {types.map((type) => (
                <option key={type._id} value={type._id}>
                  {type.title}
                </option>
              ))}
            </Select>
          </Field>
          <Field>
            {T.slot}
            <Select name="slot" required disabled={slots.length === 0}>
              {slots.length === 0 && <option value="">{T.noSlots}</option>}
              {slots.map((slot) => (
                <option key={slot._id} value={`${slot.date} ${slot.time}`}>
                  {`${persianWeekdayName(slot.date)} ${formatJalaliNumeric(slot.date)}، ساعت ${toPersianDigits(slot.time)}`}
                </option>
              ))}
            </Select>
          </Field>
          <Field>
            {T.paidOutside}
            <Input name="paidOutside" inputMode="numeric" dir="ltr" />
          </Field>
        </FieldRow>
        {feedback && <Alert kind={feedback.kind}>{feedback.text}</Alert>}
        <Button type="submit">{T.submit}</Button>
      </AppForm>
    </section>
  );
}
