import * as v from 'valibot';
import type { BlogPost, PostCard } from '../../domain/blog-post';
import { CATEGORY_TITLE_EMPTY } from '../../domain/category-rules';
import { POST_FIELD_MESSAGES } from '../../domain/post-rules';
import { toPersianDigits } from '../../domain/persian-digits';
import { endpoint } from '../endpoint';
import { storableText } from '../text-rules';

/** The longest search a reader may send, in UTF-16 units. */
export const MAX_SEARCH_LENGTH = 200;
/** The furthest an article list may start; further is no page anyone reaches. */
export const MAX_START_INDEX = 100_000;

export const POST_QUERY_MESSAGES = {
  invalidId: 'شناسه ارسال‌شده معتبر نیست',
  invalidStartIndex: 'شماره شروع صفحه باید عددی صحیح و نامنفی باشد',
  invalidLimit: 'تعداد مقالات درخواستی باید عددی صحیح و نامنفی باشد',
  invalidMedia: 'مقدار media باید true یا false باشد',
  searchTooLong: `عبارت جستجو نباید بیش از ${toPersianDigits(MAX_SEARCH_LENGTH)} کاراکتر باشد`,
  invalidText: 'پارامترهای جستجو معتبر نیستند',
} as const;

const M = POST_QUERY_MESSAGES;

/** One query parameter's single value: an empty one counts as absent, a repeated one (an array) is refused. */
const present = v.pipe(
  v.optional(storableText(M.invalidText)),
  v.transform((value) => (value === '' ? undefined : value)),
);

/** A present value that must pass `rest`; an absent one stays absent. */
const param = <Output>(rest: v.GenericSchema<string, Output>) => v.pipe(present, v.optional(rest));

/** A whole number as digits only: "1.5", "-1", "1e3" and words are refused with the message. */
const wholeNumber = (message: string, max = Number.MAX_SAFE_INTEGER) =>
  param(
    v.pipe(
      v.string(),
      v.check((text) => /^\d{1,9}$/.test(text.trim()), message),
      v.transform(Number),
      v.maxValue(max, message),
    ),
  );

const id = param(v.pipe(v.string(), v.uuid(M.invalidId)));

/** GET /api/post/getposts: filters, search and page; unknown parameters are ignored. */
const postListQuery = v.object({
  media: param(
    v.pipe(
      v.string(),
      v.picklist(['true', 'false', '1', '0'], M.invalidMedia),
      v.transform((flag) => flag === 'true' || flag === '1'),
    ),
  ),
  searchTerm: param(v.pipe(v.string(), v.maxLength(MAX_SEARCH_LENGTH, M.searchTooLong))),
  startIndex: wholeNumber(M.invalidStartIndex, MAX_START_INDEX),
  limit: wholeNumber(M.invalidLimit),
  slug: present,
  postId: id,
  userId: id,
  category: id,
});

export type PostListParams = v.InferOutput<typeof postListQuery>;

/**
 * The article form's text fields (multipart; the image travels beside them). Each is
 * optional here: which ones a write needs, and what makes them valid, is the server's rule.
 */
const postFormFields = v.object({
  title: v.optional(storableText(POST_FIELD_MESSAGES.titleRequired)),
  category: v.optional(storableText(POST_FIELD_MESSAGES.categoryRequired)),
  content: v.optional(storableText(POST_FIELD_MESSAGES.contentRequired)),
  inMedia: v.optional(storableText(M.invalidText)),
  /** the article's address; its rules (and the words of a refusal) are the server's */
  slug: v.optional(storableText(M.invalidText)),
  /** 'draft', 'scheduled' or 'published'; with 'scheduled', the Jalali date and time (Tehran) it goes out */
  state: v.optional(storableText(M.invalidText)),
  publishDate: v.optional(storableText(M.invalidText)),
  publishTime: v.optional(storableText(M.invalidText)),
  coverAlt: v.optional(storableText(M.invalidText)),
  seoTitle: v.optional(storableText(M.invalidText)),
  seoDescription: v.optional(storableText(M.invalidText)),
});

export type PostFormFields = v.InferOutput<typeof postFormFields>;

/** An autosave: the form's text fields as JSON, and the article's id once it has one. */
const autosaveBody = v.object({ ...postFormFields.entries, postId: v.optional(v.pipe(v.string(), v.uuid(M.invalidId))) });
export type AutosaveAnswer = MessageAnswer & { postId: string; slug: string };

/** Deleting a category: where its articles go first (another category's id). */
const deleteCategoryQuery = v.object({ moveTo: id });

/** A category's title as sent; a missing or non-text title reads as an empty one. */
const categoryBody = v.object({ title: storableText(CATEGORY_TITLE_EMPTY) }, CATEGORY_TITLE_EMPTY);

/**
 * A page of articles. A list that names one article (`slug`, `postId`) or a writer's own
 * (`userId`) carries whole articles, as the spec's calls read them; any other list is of cards.
 */
export interface PostPageAnswer<Post extends BlogPost | PostCard = BlogPost | PostCard> {
  posts: Post[];
  totalPosts: number;
}
export interface CategoryJson {
  _id: string;
  title: string;
  updatedAt: string;
}
/** A category as the list shows it: with its articles' count (published ones for a visitor, every one for the admin). */
export type CountedCategoryJson = CategoryJson & { postCount: number };
export interface MessageAnswer {
  success: true;
  message: string;
}
export type SavedPostAnswer = MessageAnswer & { slug: string };
/** A stored picture for an article's body: its /uploads/… address. */
export interface ArticleImageAnswer {
  src: string;
}
export type SavedCategoryAnswer = MessageAnswer & { category: CategoryJson };

/** The content module's endpoints: the blog's articles and their categories. */
export const contentApi = {
  listPosts: endpoint<PostPageAnswer>()({ method: 'GET', path: '/api/post/getposts', query: postListQuery }),
  /** the spec's spelling, which the admin's first page uses */
  listPostsFirstPage: endpoint<PostPageAnswer>()({ method: 'GET', path: '/api/post/getPosts', query: postListQuery }),
  publishPost: endpoint<SavedPostAnswer>()({ method: 'POST', path: '/api/post/create', body: postFormFields }),
  updatePost: endpoint<SavedPostAnswer>()({ method: 'PUT', path: '/api/post/updatepost/:postId/:userId', body: postFormFields }),
  autosaveDraft: endpoint<AutosaveAnswer>()({ method: 'PUT', path: '/api/post/autosave', body: autosaveBody }),
  /** multipart, one file in the field "image" */
  uploadArticleImage: endpoint<ArticleImageAnswer>()({ method: 'POST', path: '/api/post/image' }),
  deletePost: endpoint<MessageAnswer>()({ method: 'DELETE', path: '/api/post/deletepost/:postId/:userId' }),
  listCategories: endpoint<{ categories: CountedCategoryJson[] }>()({ method: 'GET', path: '/api/postcategory/getAllCategories' }),
  createCategory: endpoint<SavedCategoryAnswer>()({ method: 'POST', path: '/api/postcategory/createCategory', body: categoryBody }),
  updateCategory: endpoint<SavedCategoryAnswer>()({ method: 'PUT', path: '/api/postcategory/updateCategory/:id', body: categoryBody }),
  deleteCategory: endpoint<MessageAnswer>()({ method: 'DELETE', path: '/api/postcategory/deleteCategory/:id', query: deleteCategoryQuery }),
} satisfies Record<string, ReturnType<ReturnType<typeof endpoint>>>;
