import { useCallback, useState } from 'react';
import styled from 'styled-components';
import type { Category } from '../../../core/ports/blog/category-repository';
import { formatJalaliNumeric } from '../../../core/domain/jalali-date';
import { CATEGORY_LIST_INITIAL_ROWS, CATEGORY_LIST_STEP } from '../../../core/domain/limits';
import { CATEGORY_MOVE_MESSAGES } from '../../../core/domain/admin-content-messages';
import { toPersianDigits } from '../../../core/domain/persian-digits';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { Actions, IconButton, MoreRow, TabHeader, Table, TableScroll } from './admin-table';
import { CategoryDeleteDialog } from './category-delete-dialog';
import { CategoryTitleModal } from './category-title-modal';
import { BLOG_USE_CASES } from '../../../core/use-cases/blog/blog-tokens';
import { PLATFORM_PORTS } from '../../../core/ports/platform/platform-port-tokens';
import { useService } from '../../services/services-context';
import { useLoaded } from '../../services/use-loaded';
import { EditIcon, TrashIcon } from './admin-icons';

/** The article count beside the title: the spec's three columns stay as they are. */
const PostCount = styled.span`
  display: block;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

type Dialog = { kind: 'add' } | { kind: 'edit'; category: Category } | { kind: 'delete'; category: Category } | null;

/** Category management: 5 rows, 5 more per show-more, each with its article count; add/edit/delete dialogs (spec: category management), a delete moving the articles first. */
export default function CategoriesTab() {
  const listCategories = useService(BLOG_USE_CASES.ListCategories);
  const createCategory = useService(BLOG_USE_CASES.CreateCategory);
  const updateCategory = useService(BLOG_USE_CASES.UpdateCategory);
  const deleteCategory = useService(BLOG_USE_CASES.DeleteCategory);
  const notifier = useService(PLATFORM_PORTS.Notifier);
  const loaded = useLoaded(useCallback(() => listCategories.execute(), [listCategories]));
  const { refresh: reload, error: loadError } = loaded;
  const categories = loaded.value ?? [];
  // only the first read shows the spinner; a read after a change keeps the list in place
  const loading = loaded.loading && loaded.value === null;
  const [shown, setShown] = useState(CATEGORY_LIST_INITIAL_ROWS);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);

  const close = useCallback(() => setDialog(null), []);

  const add = async (title: string) => {
    const result = await createCategory.execute(title);
    if (!result.ok) return result.message;
    notifier.success(result.message);
    setDialog(null);
    await reload();
    return null;
  };

  const edit = (category: Category) => async (title: string) => {
    const result = await updateCategory.execute({ _id: category._id, title });
    if (!result.ok) return result.message;
    notifier.success(result.message);
    setDialog(null);
    await reload();
    return null;
  };

  const remove = async (category: Category, moveTo: string | undefined) => {
    setBusy(true);
    const result = await deleteCategory.execute(category._id, moveTo);
    setBusy(false);
    setDialog(null);
    if (!result.ok) {
      notifier.error(result.message);
      return;
    }
    if (result.message) notifier.success(result.message);
    await reload();
  };

  return (
    <section>
      <TabHeader>
        <h2>دسته بندی ها</h2>
        <Button type="button" onClick={() => setDialog({ kind: 'add' })}>
          افزودن دسته بندی جدید
        </Button>
      </TabHeader>
      {loading && <Spinner />}
      {loadError && <Alert kind="error">{loadError}</Alert>}
      {!loading && !loadError && categories.length === 0 && <Alert kind="info">هنوز دسته بندی ای اضافه نشده است</Alert>}
      {categories.length > 0 && (
        <TableScroll>
          <Table $stacked>
            <thead>
              <tr>
                <th scope="col">عنوان</th>
                <th scope="col">تاریخ بروزرسانی</th>
                <th scope="col">عملیات</th>
              </tr>
            </thead>
            <tbody>
              {categories.slice(0, shown).map((category) => (
                <tr key={category._id}>
                  <td>
                    {category.title}
                    <PostCount>{CATEGORY_MOVE_MESSAGES.postCount(toPersianDigits(category.postCount))}</PostCount>
                  </td>
                  <td data-label="تاریخ بروزرسانی">{formatJalaliNumeric(category.updatedAt)}</td>
                  <td>
                    <Actions>
                      <IconButton
                        type="button"
                        title="ویرایش"
                        aria-label={`ویرایش ${category.title}`}
                        onClick={() => setDialog({ kind: 'edit', category })}
                      >
                        <EditIcon />
                      </IconButton>
                      <IconButton
                        type="button"
                        $danger
                        title="حذف"
                        aria-label={`حذف ${category.title}`}
                        onClick={() => setDialog({ kind: 'delete', category })}
                      >
                        <TrashIcon />
                      </IconButton>
                    </Actions>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
      {shown < categories.length && (
        <MoreRow>
          <Button type="button" $variant="outline" onClick={() => setShown((count) => count + CATEGORY_LIST_STEP)}>
            مشاهده بیشتر
          </Button>
        </MoreRow>
      )}
      <CategoryTitleModal
        open={dialog?.kind === 'add'}
        title="افزودن دسته بندی"
        submitLabel="افزودن"
        initialTitle=""
        onSubmit={add}
        onClose={close}
      />
      <CategoryTitleModal
        open={dialog?.kind === 'edit'}
        title="ویرایش دسته بندی"
        submitLabel="ذخیره تغییرات"
        initialTitle={dialog?.kind === 'edit' ? dialog.category.title : ''}
        onSubmit={dialog?.kind === 'edit' ? edit(dialog.category) : async () => null}
        onClose={close}
      />
      <CategoryDeleteDialog
        category={dialog?.kind === 'delete' ? dialog.category : null}
        categories={categories}
        busy={busy}
        onConfirm={(moveTo) => dialog?.kind === 'delete' && void remove(dialog.category, moveTo)}
        onCancel={close}
      />
    </section>
  );
}
