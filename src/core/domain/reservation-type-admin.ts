import type { SessionPlace } from './session-mode';
import type { BookingQuestion } from './booking-questions/booking-question';
import { parseBookingQuestions } from './booking-questions/parse-questions';
import { parseSessionPlace } from './session-place-rule';
import { normalizeServiceId, SERVICE_ID_MESSAGE } from './tax/service-id';
import { BUFFER_MINUTES, DEFAULT_SESSION_MINUTES, parseMinutes, SESSION_LENGTH_MESSAGES, SESSION_MINUTES } from './session-length';

/** A reservation type as the admin manages it: the public fields plus order, state and counts. */
export interface AdminReservationType {
  _id: string;
  title: string;
  description: string;
  /** tomans; 0 means free */
  price: number;
  includedServices: string[];
  displayOrder: number;
  isActive: boolean;
  /** how its sessions happen, with the meeting link or the office's address */
  session: SessionPlace;
  durationMinutes: number;
  bufferMinutes: number;
  /** the consultant's pick for the popular badge */
  popular: boolean;
  /** the 13-digit goods/service ID of its e-invoices (شناسه کالا/خدمت); absent when not given. Never shown to customers */
  taxServiceId?: string | null;
  /** what a customer is asked when booking it, in order; absent when nothing is asked */
  questions?: BookingQuestion[];
  /** every reservation ever made for it, whatever its status; a type with any is never deleted */
  reservationCount: number;
  /** slots from today on */
  upcomingSlotCount: number;
}

/** What the admin sends to create or edit a type. */
export interface ReservationTypeInput {
  title: string;
  description: string;
  price: number;
  includedServices: string[];
  displayOrder: number;
  session: SessionPlace;
  /** how long one session lasts, 5 to 480 minutes (60 when not sent) */
  durationMinutes: number;
  /** the rest kept free after each session, 0 to 240 minutes (0 when not sent) */
  bufferMinutes: number;
  /** marks it the popular type, taking the mark from any other (false when not sent) */
  popular: boolean;
  /** the 13-digit goods/service ID of its e-invoices, Latin digits; absent (or null) when there is none: a save without one clears it */
  taxServiceId?: string | null;
  /** the questions a customer answers when booking it, in order; absent (or empty) asks nothing: a save without them clears them */
  questions?: BookingQuestion[];
}

export const RESERVATION_TYPE_LIMITS = {
  titleMax: 120,
  descriptionMax: 2000,
  priceMax: 1_000_000_000,
  servicesMax: 20,
  serviceMax: 200,
  displayOrderMax: 10_000,
} as const;

export const RESERVATION_TYPE_MESSAGES = {
  invalidBody: 'اطلاعات نوع رزرو ارسال نشده است',
  titleRequired: 'عنوان نوع رزرو نمی‌تواند خالی باشد',
  titleTooLong: 'عنوان نوع رزرو حداکثر ۱۲۰ کاراکتر است',
  descriptionInvalid: 'توضیحات باید متن باشد',
  descriptionTooLong: 'توضیحات حداکثر ۲۰۰۰ کاراکتر است',
  priceInvalid: 'قیمت باید عددی صحیح و بدون اعشار به تومان، صفر یا بیشتر باشد',
  priceTooLarge: 'قیمت بیش از حد مجاز است',
  servicesInvalid: 'خدمات شامل باید فهرستی از متن‌ها باشد',
  serviceEmpty: 'هیچ‌یک از خدمات شامل نمی‌تواند خالی باشد',
  serviceTooLong: 'هر خدمت حداکثر ۲۰۰ کاراکتر است',
  tooManyServices: 'حداکثر ۲۰ خدمت می‌توان ثبت کرد',
  displayOrderInvalid: 'ترتیب نمایش باید عددی صحیح بین ۰ و ۱۰۰۰۰ باشد',
  taxServiceIdInvalid: SERVICE_ID_MESSAGE,
} as const;

/** What the admin is told after each action on a type (server and browser say the same). */
export const TYPE_ACTION_MESSAGES = {
  created: 'نوع رزرو افزوده شد',
  updated: 'نوع رزرو ویرایش شد',
  deactivated: 'نوع رزرو غیرفعال شد و دیگر به مشتریان نشان داده نمی‌شود',
  activated: 'نوع رزرو فعال شد',
  deleted: 'نوع رزرو حذف شد',
  hasBookings: 'این نوع رزرو، رزرو ثبت‌شده دارد و حذف نمی‌شود؛ می‌توانید آن را غیرفعال کنید',
} as const;

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * Reads what a client sent as a type's fields, trimmed, or says in Persian what is wrong.
 * The browser and the server run this same rule.
 */
export function parseReservationTypeInput(raw: unknown): Parsed<ReservationTypeInput> {
  const m = RESERVATION_TYPE_MESSAGES;
  const L = RESERVATION_TYPE_LIMITS;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, message: m.invalidBody };
  const body = raw as Record<string, unknown>;

  const title = typeof body.title === 'string' ? body.title.trim() : '';
  if (title === '') return { ok: false, message: m.titleRequired };
  if ([...title].length > L.titleMax) return { ok: false, message: m.titleTooLong };

  if (body.description !== undefined && typeof body.description !== 'string') return { ok: false, message: m.descriptionInvalid };
  const description = typeof body.description === 'string' ? body.description.trim() : '';
  if ([...description].length > L.descriptionMax) return { ok: false, message: m.descriptionTooLong };

  const price = body.price;
  if (typeof price !== 'number' || !Number.isInteger(price) || price < 0) return { ok: false, message: m.priceInvalid };
  if (price > L.priceMax) return { ok: false, message: m.priceTooLarge };

  const rawServices = body.includedServices ?? [];
  if (!Array.isArray(rawServices) || !rawServices.every((service) => typeof service === 'string')) {
    return { ok: false, message: m.servicesInvalid };
  }
  const includedServices = (rawServices as string[]).map((service) => service.trim());
  if (includedServices.some((service) => service === '')) return { ok: false, message: m.serviceEmpty };
  if (includedServices.some((service) => [...service].length > L.serviceMax)) return { ok: false, message: m.serviceTooLong };
  if (includedServices.length > L.servicesMax) return { ok: false, message: m.tooManyServices };

  const displayOrder = body.displayOrder ?? 0;
  if (typeof displayOrder !== 'number' || !Number.isInteger(displayOrder) || displayOrder < 0 || displayOrder > L.displayOrderMax) {
    return { ok: false, message: m.displayOrderInvalid };
  }

  const session = parseSessionPlace(body.session);
  if (!session.ok) return session;

  const durationMinutes =
    body.durationMinutes === undefined ? DEFAULT_SESSION_MINUTES : parseMinutes(body.durationMinutes, SESSION_MINUTES);
  if (durationMinutes === null) return { ok: false, message: SESSION_LENGTH_MESSAGES.invalidDuration };
  const bufferMinutes = body.bufferMinutes === undefined ? 0 : parseMinutes(body.bufferMinutes, BUFFER_MINUTES);
  if (bufferMinutes === null) return { ok: false, message: SESSION_LENGTH_MESSAGES.invalidBuffer };
  const popular = body.popular === true;

  const typedServiceId = body.taxServiceId ?? '';
  if (typeof typedServiceId !== 'string') return { ok: false, message: m.taxServiceIdInvalid };
  const taxServiceId = typedServiceId.trim() === '' ? null : normalizeServiceId(typedServiceId);
  if (typedServiceId.trim() !== '' && taxServiceId === null) return { ok: false, message: m.taxServiceIdInvalid };

  const questions = parseBookingQuestions(body.questions);
  if (!questions.ok) return questions;

  const value = {
    title,
    description,
    price,
    includedServices,
    displayOrder,
    session: session.value,
    durationMinutes,
    bufferMinutes,
    popular,
  };
  // absent when there is none, so a type without one reads as it always did
  return {
    ok: true,
    value: {
      ...value,
      ...(taxServiceId === null ? {} : { taxServiceId }),
      ...(questions.value.length === 0 ? {} : { questions: questions.value }),
    },
  };
}
