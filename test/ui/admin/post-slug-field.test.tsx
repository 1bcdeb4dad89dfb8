import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../support/render-app';
import { sampleCategory, samplePost, sampleUser } from '../../fakes/sample-data';
import { FakeAdminPostRepository } from '../../fakes/fake-admin-post-repository';
import { FakeCategoryRepository } from '../../fakes/fake-category-repository';

configure({ asyncUtilTimeout: 10000 });

const asAdmin = { user: { currentUser: sampleUser({ isAdmin: true }), loading: false, error: null } };
const setup = (path: string, posts: FakeAdminPostRepository) => ({
  ...renderApp(path, { state: asAdmin, services: { adminPosts: posts, categories: new FakeCategoryRepository([sampleCategory(1)]) } }),
  posts,
});

describe("the article's address on the edit form", () => {
  it('shows the current slug, sends a corrected one and goes to the address the server answers', async () => {
    const posts = new FakeAdminPostRepository([samplePost(1)]);
    const { services } = setup('/dashboard?tab=updatePost/p-1', posts);
    const field = await screen.findByLabelText('نشانی مقاله');
    expect(field).toHaveValue('مقاله-1');
    await userEvent.clear(field);
    await userEvent.type(field, 'راهنمای مالیات');
    posts.saveAnswer = { success: true, message: 'مقاله با موفقیت بروزرسانی شد', slug: 'راهنمای-مالیات' };
    await userEvent.click(screen.getByRole('button', { name: 'بروزرسانی مقاله' }));
    await waitFor(() => expect(services.navigation.visited).toEqual([{ to: '/post/راهنمای-مالیات', options: undefined }]));
    expect(posts.updated[0].changes.slug).toBe('راهنمای مالیات');
  });

  it('leaves the slug out when it is unchanged', async () => {
    const posts = new FakeAdminPostRepository([samplePost(1)]);
    setup('/dashboard?tab=updatePost/p-1', posts);
    await screen.findByLabelText('نشانی مقاله');
    await userEvent.click(screen.getByRole('button', { name: 'بروزرسانی مقاله' }));
    await waitFor(() => expect(posts.updated).toHaveLength(1));
    expect(posts.updated[0].changes).not.toHaveProperty('slug');
  });

  it('shows an address field on the add form that follows the title until one is typed, and sends only a typed one', async () => {
    const posts = new FakeAdminPostRepository();
    setup('/dashboard?tab=addPost', posts);
    const field = await screen.findByLabelText('نشانی مقاله');
    expect(field).toHaveValue('');
    expect(field).toHaveAccessibleDescription(/تا پیش از نخستین انتشار، نشانی از عنوان ساخته می‌شود/);
    await userEvent.type(screen.getByLabelText(/عنوان مقاله/), 'عنوان');
    await waitFor(() => expect(posts.autosaved.length).toBeGreaterThan(0), { timeout: 6000 });
    expect(posts.autosaved[0].fields).not.toHaveProperty('slug', expect.anything());
    await userEvent.type(field, 'نشانی من');
    await waitFor(() => expect(posts.autosaved.at(-1)?.fields.slug).toBe('نشانی من'), { timeout: 6000 });
  });
});
