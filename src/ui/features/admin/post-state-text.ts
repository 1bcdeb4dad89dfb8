import { POST_STATE_LABELS, tehranPublishFields } from '../../../core/domain/post-state';
import type { AdminPost } from '../../../core/ports/blog/admin-post-repository';

/** "پیش‌نویس", "منتشرشده", or "زمان‌بندی‌شده: ۱۴۰۵/۰۹/۰۱ ساعت ۱۰:۳۰" (Tehran's clock); an API that does not say means published. */
export function postStateText(post: Pick<AdminPost, 'state' | 'publishAt'>): string {
  const state = post.state ?? 'published';
  if (state !== 'scheduled' || !post.publishAt) return POST_STATE_LABELS[state];
  const at = tehranPublishFields(post.publishAt);
  return `${POST_STATE_LABELS.scheduled}: ${at.date} ساعت ${at.time}`;
}
