import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminPost } from '../../../core/ports/blog/admin-post-repository';
import type { Category } from '../../../core/ports/blog/category-repository';
import { BLOG_USE_CASES } from '../../../core/use-cases/blog/blog-tokens';
import { PLATFORM_PORTS } from '../../../core/ports/platform/platform-port-tokens';
import { formatJalaliNumeric } from '../../../core/domain/jalali-date';
import { DELETE_POST_QUESTION, NO_POSTS_YET } from '../../../core/domain/admin-content-messages';
import { useCurrentUser } from '../../app-state/app-state-context';
import { useService } from '../../services/services-context';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Spinner } from '../../components/spinner';
import { imageUrl } from '../../components/image-url';
import { Actions, IconButton, MoreRow, TabHeader, Table, TableScroll } from './admin-table';
import { dashboardHref, editPostTab } from '../../../core/contracts/pages/dashboard-tabs';
import { EditIcon, TrashIcon } from './admin-icons';
import { postStateText } from './post-state-text';

const Thumb = styled.img`
  width: 72px;
  height: 44px;
  object-fit: cover;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  display: block;
`;

function categoryTitle(post: AdminPost, categories: Category[]): string {
  if (post.category && typeof post.category === 'object') return post.category.title;
  return categories.find((category) => category._id === post.category)?.title ?? '';
}

/** The admin's own articles, 9 at a time (spec: article list). */
export default function PostsTab() {
  const user = useCurrentUser();
  const apiHost = useService(PLATFORM_PORTS.ApiHost);
  const loadMyPostsPage = useService(BLOG_USE_CASES.LoadMyPostsPage);
  const deleteMyPost = useService(BLOG_USE_CASES.DeleteMyPost);
  const listCategories = useService(BLOG_USE_CASES.ListCategories);
  const notifier = useService(PLATFORM_PORTS.Notifier);
  const [posts, setPosts] = useState<AdminPost[]>([]);
  const [categories, setCategories] = useState<Category[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(Boolean(user?.isAdmin));
  const [deleting, setDeleting] = useState<AdminPost | null>(null);
  const [busy, setBusy] = useState(false);
  const loaded = useRef(0);
  // bumped when the list starts over: a page asked for before then is not added to the new list
  const listVersion = useRef(0);
  const userId = user?.isAdmin ? user._id : null;

  const loadNext = useCallback(async () => {
    if (!userId) return;
    const version = listVersion.current;
    setLoading(true);
    const page = await loadMyPostsPage.execute({ userId, loadedCount: loaded.current });
    if (version !== listVersion.current) return;
    if (page.ok) {
      loaded.current += page.value.posts.length;
      setPosts((current) => [...current, ...page.value.posts]);
    }
    setHasMore(page.ok && page.value.hasMore);
    setLoading(false);
  }, [loadMyPostsPage, userId]);

  useEffect(() => {
    listVersion.current += 1;
    loaded.current = 0;
    setPosts([]);
    void loadNext();
    // Rows may carry only a category id; the titles come from the category list.
    void listCategories.execute().then((result) => result.ok && setCategories(result.value));
  }, [loadNext, listCategories]);

  const confirmDelete = async () => {
    if (!deleting || !user) return;
    setBusy(true);
    const result = await deleteMyPost.execute({ postId: deleting._id, userId: user._id });
    setBusy(false);
    if (!result.ok) return;
    loaded.current -= 1;
    setPosts((current) => current.filter((post) => post._id !== deleting._id));
    setDeleting(null);
    notifier.success(result.message);
  };

  return (
    <section>
      <TabHeader>
        <h2>مقالات من</h2>
        {user?.isAdmin && (
          <Button as={Link} to={dashboardHref('addPost')}>
            افزودن مقاله جدید
          </Button>
        )}
      </TabHeader>
      {user?.isAdmin && posts.length > 0 && (
        <TableScroll>
          <Table $stacked>
            <thead>
              <tr>
                <th scope="col">عنوان</th>
                <th scope="col">دسته بندی</th>
                <th scope="col">وضعیت</th>
                <th scope="col">تاریخ بروزرسانی</th>
                <th scope="col">عملیات</th>
              </tr>
            </thead>
            <tbody>
              {posts.map((post) => (
                <tr key={post._id}>
                  <td>
                    <div style={{ display: 'flex', alignItems: 'center', gap: '0.6rem' }}>
                      <Thumb src={imageUrl(apiHost, post.image)} alt="" loading="lazy" />
                      <Link to={`/post/${post.slug}`}>{post.title}</Link>
                    </div>
                  </td>
                  <td data-label="دسته بندی">{categoryTitle(post, categories)}</td>
                  <td data-label="وضعیت">{postStateText(post)}</td>
                  <td data-label="تاریخ بروزرسانی">{formatJalaliNumeric(post.updatedAt)}</td>
                  <td>
                    <Actions>
                      <IconButton as={Link} to={dashboardHref(editPostTab(post._id))} title="ویرایش" aria-label={`ویرایش ${post.title}`}>
                        <EditIcon />
                      </IconButton>
                      <IconButton type="button" $danger title="حذف" aria-label={`حذف ${post.title}`} onClick={() => setDeleting(post)}>
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
      {loading && <Spinner />}
      {!loading && posts.length === 0 && <Alert kind="info">{NO_POSTS_YET}</Alert>}
      {!loading && hasMore && (
        <MoreRow>
          <Button type="button" $variant="outline" onClick={() => void loadNext()}>
            مشاهده بیشتر
          </Button>
        </MoreRow>
      )}
      <ConfirmDialog
        open={deleting !== null}
        question={DELETE_POST_QUESTION}
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
