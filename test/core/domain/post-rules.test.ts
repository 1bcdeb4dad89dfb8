import { isBlankArticleHtml, MAX_POST_TITLE_LENGTH, POST_FIELD_MESSAGES, postDraftErrors } from '../../../src/core/domain/post-rules';

describe('the article draft rules', () => {
  it('asks for a title, a category and a body, each in Persian', () => {
    expect(postDraftErrors({ title: ' ', category: '', content: '<p></p>' })).toEqual({
      title: 'عنوان مقاله الزامی است',
      category: 'دسته بندی مقاله را انتخاب کنید',
      content: 'متن مقاله نمیتواند خالی باشد',
    });
  });

  it('accepts a draft with all three', () => {
    expect(postDraftErrors({ title: 'مقاله', category: 'c1', content: '<p>متن</p>' })).toEqual({});
  });

  it('refuses a title longer than the server keeps', () => {
    expect(postDraftErrors({ title: 'ا'.repeat(MAX_POST_TITLE_LENGTH + 1), category: 'c1', content: '<p>متن</p>' }).title).toBe(
      POST_FIELD_MESSAGES.titleTooLong,
    );
    expect(postDraftErrors({ title: 'ا'.repeat(MAX_POST_TITLE_LENGTH), category: 'c1', content: '<p>متن</p>' }).title).toBeUndefined();
  });

  it('counts a body of empty blocks, spaces and &nbsp; as blank', () => {
    expect(isBlankArticleHtml('<h2> </h2><p>&nbsp;</p><ul><li></li></ul>')).toBe(true);
    expect(isBlankArticleHtml('<p><a href="https://example.com">پیوند</a></p>')).toBe(false);
  });
});
