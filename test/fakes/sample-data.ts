import type { ReservationType } from '../../src/core/domain/reservation-type';
import type { User } from '../../src/core/domain/user';

export function sampleUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'u-1',
    email: 'sara@example.com',
    firstName: 'سارا',
    lastName: 'احمدی',
    bio: 'مدیر مالی',
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
    availableDates: [{ date: '2026-11-23', timeSlots: [{ _id: 's-1', time: '10:00' }] }],
    ...overrides,
  };
}
