import { Link } from 'react-router-dom';
import { Card, Fields, Price, Choice, Hint, Consent, PayBar, PinnedBarRoom } from './booking-summary-styles';
import type { ReservationType } from '../../../core/domain/reservation-type';
import type { User } from '../../../core/domain/user';
import { priceText } from '../../../core/domain/price-text';
import { isoToJalali, jalaliMonthName, persianWeekdayName } from '../../../core/domain/jalali-date';
import { toPersianDigits } from '../../../core/domain/persian-digits';
import { Alert } from '../../components/alert';
import { TehranTime } from '../../components/tehran-time';
import { Button } from '../../components/button';
import { BookingQuestionsFields, useBookingAnswers, type SentBookingAnswers, type TypedAnswers } from './booking-questions-fields';
import { BookingDocumentsField, useBookingUploads } from './booking-documents';
import { PERSONAL_INFO_ID, PERSONAL_INFO_TITLE, PersonalInfoForm } from './personal-info-form';
import { OfficialInvoiceFields, useInvoiceRequest } from './official-invoice-fields';

export const PAY_BUTTON_TEXT = 'پرداخت و رزرو';
export const FREE_BOOKING_BUTTON_TEXT = 'ثبت رزرو رایگان';
export const COMPLETE_PROFILE_FIRST = 'ابتدا نام، نام خانوادگی و شماره موبایل را وارد کنید';

/** What the button that books says: a free session (price 0) is a free booking, with no payment. */
export function payButtonText(price: number): string {
  return price === 0 ? FREE_BOOKING_BUTTON_TEXT : PAY_BUTTON_TEXT;
}

/** On a phone the pay bar sits at the bottom of the screen once a slot is chosen. */
export const INCOMPLETE_PROFILE_TEXT = 'اطلاعات شخصی را تکمیل کنید - وارد کردن تمام اطلاعات ضروری است';

function choiceText(date: string, time: string) {
  const { day, month } = isoToJalali(date);
  return (
    <>
      <span>{`${persianWeekdayName(date)} ${toPersianDigits(day)} ${jalaliMonthName(month)}`}</span>،{' '}
      <span>
        ساعت <TehranTime date={date} time={time} />
      </span>
    </>
  );
}

export interface BookingSummaryCardProps {
  type: ReservationType;
  user: User | null;
  /** the chosen day and time, once both are */
  choice: { date: string; timeSlot: string } | null;
  canPay: boolean;
  busy: boolean;
  /** false until the app has taken the page over: nothing here works before */
  ready: boolean;
  /** answers to the type's questions restored with a choice saved before signing in */
  restoredAnswers?: TypedAnswers;
  /** `buyerTaxId`: the ID of a customer who asked for an official invoice; `answers`: to the type's questions */
  onPay(buyerTaxId?: string, answers?: SentBookingAnswers, documentIds?: string[]): void;
}

/**
 * The right card: who books (a form for a customer whose profile is incomplete), what the type
 * includes, the chosen time, its price and the pay button. On a phone, once a slot is chosen,
 * the chosen time, the price and the button stay in view at the bottom of the screen.
 */
const NO_ANSWERS: TypedAnswers = {};

export function BookingSummaryCard({
  type,
  user,
  choice,
  canPay,
  busy,
  ready,
  restoredAnswers = NO_ANSWERS,
  onPay,
}: BookingSummaryCardProps) {
  const incomplete = !!user && !user.isProfileComplete;
  const notReady = !ready || undefined;
  const invoice = useInvoiceRequest();
  const offersInvoice = !!user && type.officialInvoices === true;
  const questions = type.questions ?? [];
  const answers = useBookingAnswers(questions, restoredAnswers);
  const uploads = useBookingUploads();
  const pay = () => {
    const buyerTaxId = offersInvoice ? invoice.forPay() : undefined;
    const sent = answers.forPay(uploads);
    if (buyerTaxId !== null && sent !== null) onPay(buyerTaxId, sent, uploads.ids.length > 0 ? uploads.ids : undefined);
  };
  return (
    <Card aria-label="اطلاعات رزرو">
      {incomplete && <Alert kind="warning">{INCOMPLETE_PROFILE_TEXT}</Alert>}
      {incomplete && <PersonalInfoForm key={user._id} user={user} ready={ready} />}
      {user && user.isProfileComplete && (
        <section aria-label={PERSONAL_INFO_TITLE}>
          <h2>{PERSONAL_INFO_TITLE}</h2>
          <Fields>
            <dt>نام</dt>
            <dd>{user.firstName}</dd>
            <dt>نام خانوادگی</dt>
            <dd>{user.lastName}</dd>
            <dt>ایمیل</dt>
            <dd dir="ltr">{user.email}</dd>
            <dt>شماره موبایل</dt>
            <dd dir="ltr">{toPersianDigits(user.mobile)}</dd>
          </Fields>
        </section>
      )}
      <BookingQuestionsFields
        questions={questions}
        typed={answers.typed}
        errors={answers.errors}
        ready={ready}
        onEdit={answers.edit}
        uploads={uploads}
        signedIn={!!user}
      />
      {ready && <BookingDocumentsField signedIn={!!user} uploads={uploads} />}
      {offersInvoice && <OfficialInvoiceFields request={invoice.request} onChange={invoice.setRequest} />}
      <h2>توضیحات</h2>
      <p>{type.description}</p>
      <h2>خدمات این مشاوره</h2>
      <ul>
        {type.includedServices.map((service) => (
          <li key={service}>{service}</li>
        ))}
      </ul>
      <PayBar $pinned={choice !== null} role="group" aria-label="رزرو شما">
        {choice && <Choice>{choiceText(choice.date, choice.timeSlot)}</Choice>}
        <Price>{priceText(type.price)}</Price>
        {choice && incomplete && <Hint href={`#${PERSONAL_INFO_ID}`}>{COMPLETE_PROFILE_FIRST}</Hint>}
        <Button type="button" $block disabled={!canPay || busy || !ready} aria-disabled={notReady} aria-busy={busy} onClick={pay}>
          {payButtonText(type.price)}
        </Button>
        <Consent>
          با پرداخت، <Link to="/terms">قوانین سایت</Link> و <Link to="/refund-policy">شرایط لغو و بازگشت وجه</Link> را می‌پذیرید
        </Consent>
      </PayBar>
      {choice && <PinnedBarRoom />}
    </Card>
  );
}
