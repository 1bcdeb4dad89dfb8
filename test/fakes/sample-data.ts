import type { AdminPost } from '../../src/core/ports/blog/admin-post-repository';
import type { Category } from '../../src/core/ports/blog/category-repository';
import type { AdminReservationType } from '../../src/core/domain/reservation-type-admin';
import type { AdminBooking } from '../../src/core/domain/admin-booking';
import type { BookableType, ReservationType } from '../../src/core/domain/reservation-type';
import type { User } from '../../src/core/domain/user';

export function sampleUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'u-1',
    email: 'sara@example.com',
    firstName: 'سارا',
    lastName: 'احمدی',
    bio: 'مدیر مالی',
    mobile: '09121234567',
    isProfileComplete: true,
    isAdmin: false,
    ...overrides,
  };
}

export function sampleReservationType(overrides: Partial<ReservationType> = {}): ReservationType {
  return {
    _id: 't-1',
    title: 'مشاوره مالی تخصصی',
    description: 'جلسه یک‌ساعته',
    price: 1500000,
    includedServices: ['جلسه ۶۰ دقیقه‌ای', 'گزارش کتبی'],
    session: { mode: 'online', officeAddress: null },
    durationMinutes: 60,
    bufferMinutes: 0,
    popular: false,
    bookingNoticeMinutes: 0,
    availableDates: [{ date: '2026-11-23', timeSlots: [{ _id: 's-1', time: '10:00' }] }],
    ...overrides,
  };
}

/** A type as its booking page reads it, every month's slots carried: each day with a slot is offered. */
export function sampleBookableType(overrides: Partial<BookableType> = {}): BookableType {
  const type = sampleReservationType(overrides);
  return {
    ...type,
    offeredDays: overrides.offeredDays ?? type.availableDates.filter((day) => day.timeSlots.length > 0).map((day) => day.date),
  };
}

export function sampleCategory(index: number, overrides: Partial<Category> = {}): Category {
  return { _id: `c-${index}`, title: `دسته ${index}`, updatedAt: '2026-11-20T10:00:00.000Z', postCount: 0, ...overrides };
}

export function samplePost(index: number, overrides: Partial<AdminPost> = {}): AdminPost {
  return {
    _id: `p-${index}`,
    slug: `مقاله-${index}`,
    title: `مقاله شماره ${index}`,
    image: `uploads/posts/${index}.png`,
    category: { _id: 'c-1', title: 'مالیات' },
    content: `<p>متن ${index}</p>`,
    updatedAt: '2026-11-21T09:00:00.000Z',
    inMedia: false,
    coverAlt: `تصویر مقاله ${index}`,
    ...overrides,
  };
}

export function sampleAdminType(overrides: Partial<AdminReservationType> = {}): AdminReservationType {
  return {
    _id: 't-1',
    title: 'مشاوره مالی تخصصی',
    description: 'جلسه یک‌ساعته',
    price: 1500000,
    includedServices: ['جلسه ۶۰ دقیقه‌ای', 'گزارش کتبی'],
    displayOrder: 1,
    isActive: true,
    session: { mode: 'online', meetingLink: 'https://meet.example.com/finance', officeAddress: null },
    durationMinutes: 60,
    bufferMinutes: 0,
    popular: false,
    reservationCount: 0,
    upcomingSlotCount: 0,
    ...overrides,
  };
}

export function sampleBooking(overrides: Partial<AdminBooking> = {}): AdminBooking {
  return {
    _id: 'r-1',
    customerName: 'سارا احمدی',
    customerEmail: 'sara@example.com',
    customerMobile: '09121234567',
    reservationTypeId: 't-1',
    reservationTypeTitle: 'مشاوره مالی تخصصی',
    date: '2026-11-23',
    time: '10:00',
    price: 1500000,
    status: 'confirmed',
    refId: '123456789',
    cancelReason: null,
    createdAt: '2026-11-20T08:00:00.000Z',
    paymentStatus: 'paid',
    gatewayCode: 100,
    failureReason: null,
    paidAt: '2026-11-20T08:03:00.000Z',
    noShowAt: null,
    ...overrides,
  };
}
