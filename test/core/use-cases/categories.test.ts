import { CreateCategory } from '../../../src/core/use-cases/blog/create-category';
import { UpdateCategory } from '../../../src/core/use-cases/blog/update-category';
import { DeleteCategory } from '../../../src/core/use-cases/blog/delete-category';
import { ListCategories } from '../../../src/core/use-cases/blog/list-categories';
import { RequestFailure } from '../../../src/core/domain/request-failure';
import { FakeCategoryRepository } from '../../fakes/fake-category-repository';
import { sampleCategory } from '../../fakes/sample-data';

const refused = (message: string | null) => new RequestFailure(message ?? 'مشکلی در سرور رخ داده است', false, message);
const offline = () => new RequestFailure('ارتباط با سرور برقرار نشد.', true);

describe('category use cases', () => {
  it("toasts 'دسته بندی با موفقیت اضافه شد!' after creating a category with the trimmed title", async () => {
    const repository = new FakeCategoryRepository();
    expect(await new CreateCategory(repository).execute('  مالیات ')).toEqual({
      ok: true,
      value: undefined,
      message: 'دسته بندی با موفقیت اضافه شد!',
    });
    expect(repository.categories.map((c) => c.title)).toEqual(['مالیات']);
  });

  it.each([
    ['', 'عنوان دسته بندی نمیتواند خالی باشد'],
    ['ab', 'عنوان دسته بندی باید حداقل ۳ کاراکتر باشد'],
  ])('refuses the title %j before calling the server, on create and on edit', async (title, error) => {
    const repository = new FakeCategoryRepository([sampleCategory(1)]);
    expect(await new CreateCategory(repository).execute(title)).toEqual({ ok: false, message: error });
    expect(await new UpdateCategory(repository).execute({ _id: 'c-1', title })).toEqual({ ok: false, message: error });
    expect(repository.categories).toEqual([sampleCategory(1)]);
  });

  it('shows the server message of a refused create, else the server fallback, and the network text offline', async () => {
    const repository = new FakeCategoryRepository();
    const create = new CreateCategory(repository);
    repository.failWith = refused('دسته بندی با این عنوان از قبل وجود دارد');
    expect(await create.execute('مالیات')).toEqual({ ok: false, message: 'دسته بندی با این عنوان از قبل وجود دارد' });
    repository.failWith = refused(null);
    expect(await create.execute('مالیات')).toEqual({ ok: false, message: 'مشکلی در سرور رخ داده است' });
    repository.failWith = offline();
    expect(await create.execute('مالیات')).toEqual({ ok: false, message: 'مشکلی در ارتباط با سرور رخ داده است' });
  });

  it("toasts the server's answer after an edit, and shows its message or the fallback on failure", async () => {
    const repository = new FakeCategoryRepository([sampleCategory(1)]);
    const update = new UpdateCategory(repository);
    expect(await update.execute({ _id: 'c-1', title: 'حسابرسی' })).toEqual({
      ok: true,
      value: undefined,
      message: 'دسته بندی با موفقیت ویرایش شد',
    });
    repository.failWith = refused('دسته بندی پیدا نشد');
    expect(await update.execute({ _id: 'c-1', title: 'حسابرسی' })).toEqual({ ok: false, message: 'دسته بندی پیدا نشد' });
    repository.failWith = offline();
    expect(await update.execute({ _id: 'c-1', title: 'حسابرسی' })).toEqual({ ok: false, message: 'مشکلی در سرور رخ داده است' });
  });

  it('gives a delete failure the server message or the fallback, for an error toast', async () => {
    const repository = new FakeCategoryRepository([sampleCategory(1)]);
    const remove = new DeleteCategory(repository);
    repository.failWith = refused('این دسته بندی در ۲ مقاله استفاده شده است');
    expect(await remove.execute('c-1')).toEqual({ ok: false, message: 'این دسته بندی در ۲ مقاله استفاده شده است' });
    repository.failWith = offline();
    expect(await remove.execute('c-1')).toEqual({ ok: false, message: 'مشکلی در سرور رخ داده است' });
    repository.failWith = null;
    expect(await remove.execute('c-1')).toEqual({ ok: true, value: undefined, message: 'دسته بندی با موفقیت حذف شد' });
  });

  it('lists categories, or says what went wrong', async () => {
    const repository = new FakeCategoryRepository([sampleCategory(1)]);
    expect(await new ListCategories(repository).execute()).toEqual({ ok: true, value: [sampleCategory(1)], message: '' });
    repository.failWith = offline();
    expect(await new ListCategories(repository).execute()).toEqual({ ok: false, message: 'مشکلی در سرور رخ داده است' });
  });
});
