import { categoryTitleError } from '../../../src/core/domain/category-rules';

describe('the category title rule', () => {
  it('refuses an empty or blank title', () => {
    expect(categoryTitleError('')).toBe('عنوان دسته بندی نمیتواند خالی باشد');
    expect(categoryTitleError('   ')).toBe('عنوان دسته بندی نمیتواند خالی باشد');
  });

  it('refuses a title under three characters', () => {
    expect(categoryTitleError('ما')).toBe('عنوان دسته بندی باید حداقل ۳ کاراکتر باشد');
  });

  it('accepts three characters or more', () => {
    expect(categoryTitleError('مال')).toBeNull();
  });
});
