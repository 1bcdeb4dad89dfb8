import type { BlogPost } from '../../../../src/core/domain/blog-post';
import type { PostState } from '../../../../src/core/domain/post-state';

/** One article row joined with its category and writer, as the read queries select it. */
export interface PostReadRow {
  id: string;
  slug: string;
  title: string;
  image: string | null;
  content: string;
  in_media: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  category_id: string | null;
  category_title: string | null;
  author_first_name: string | null;
  author_last_name: string | null;
  state: PostState;
  publish_at: Date | string | null;
  cover_alt: string | null;
  seo_title: string | null;
  seo_description: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The article as the blog reads it: spec field names, category populated, image path relative. */
export function blogPostOf(row: PostReadRow): BlogPost {
  const author = [row.author_first_name, row.author_last_name].filter(Boolean).join(' ').trim();
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    image: row.image,
    category: row.category_id && row.category_title !== null ? { _id: row.category_id, title: row.category_title } : null,
    content: row.content,
    inMedia: row.in_media,
    updatedAt: iso(row.updated_at),
    createdAt: iso(row.created_at),
    author: author || null,
    state: row.state,
    publishAt: row.publish_at === null ? null : iso(row.publish_at),
    coverAlt: row.cover_alt,
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
  };
}
