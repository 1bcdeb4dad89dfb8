import type { AdminPost } from '../../src/core/ports/admin-post-repository';
import type { Category } from '../../src/core/ports/category-repository';
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

export function sampleCategory(index: number, overrides: Partial<Category> = {}): Category {
  return { _id: `c-${index}`, title: `دسته ${index}`, updatedAt: '2026-11-20T10:00:00.000Z', ...overrides };
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
    ...overrides,
  };
}
