import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../support/render-app';
import { sampleCategory, samplePost, sampleUser } from '../../fakes/sample-data';
import { FakeAdminPostRepository } from '../../fakes/fake-admin-post-repository';
import { FakeCategoryRepository } from '../../fakes/fake-category-repository';
import { FakePostVersionRepository } from '../../fakes/fake-post-version-repository';

configure({ asyncUtilTimeout: 10000 });

const asAdmin = { user: { currentUser: sampleUser({ isAdmin: true }), loading: false, error: null } };

function setup(versions: FakePostVersionRepository) {
  const posts = new FakeAdminPostRepository([samplePost(1)]);
  const categories = new FakeCategoryRepository([sampleCategory(1)]);
  return {
    ...renderApp('/dashboard?tab=updatePost/p-1', { state: asAdmin, services: { adminPosts: posts, categories, postVersions: versions } }),
    posts,
  };
}

const twoVersions = () => {
  const versions = new FakePostVersionRepository();
  versions.versions = [
    { _id: 'v-2', title: 'نرخ مالیات ۱۴۰۵', reason: 'save', keptAt: '2026-11-22T08:30:00Z', keptBy: 'مشاور' },
    { _id: 'v-1', title: '', reason: 'autosave', keptAt: '2026-11-21T06:00:00Z', keptBy: null },
  ];
  return versions;
};

describe("the article's versions in the editor", () => {
  it('lists each version with why and when it was kept, in Persian', async () => {
    setup(twoVersions());
    const list = await screen.findByRole('list', { name: 'نسخه‌های پیشین' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'نرخ مالیات ۱۴۰۵پیش از ذخیره، ۱ آذر ۱۴۰۵، ساعت ۱۲:۰۰، به دست مشاوربازگردانی',
      'بی‌عنوانپیش از ذخیره خودکار، ۳۰ آبان ۱۴۰۵، ساعت ۰۹:۳۰بازگردانی',
    ]);
  });

  it('compares the two chosen versions and marks the words added and removed', async () => {
    const versions = twoVersions();
    versions.comparison = {
      title: [{ kind: 'same', text: 'نرخ مالیات' }],
      content: [
        { kind: 'same', text: 'نرخ امسال ' },
        { kind: 'removed', text: 'نه' },
        { kind: 'added', text: 'ده' },
        { kind: 'same', text: ' درصد است.' },
      ],
      seoTitle: [],
      seoDescription: [],
    };
    setup(versions);
    await userEvent.selectOptions(await screen.findByLabelText('از نسخه'), 'v-1');
    await userEvent.selectOptions(screen.getByLabelText('تا نسخه'), 'v-2');
    await userEvent.click(screen.getByRole('button', { name: 'مقایسه' }));
    expect(versions.compared).toEqual([{ postId: 'p-1', from: 'v-1', to: 'v-2' }]);
    const content = (await screen.findByRole('heading', { name: 'متن مقاله' })).parentElement!;
    expect(content.querySelector('del')?.textContent).toBe('نه');
    expect(content.querySelector('ins')?.textContent).toBe('ده');
    expect(content.querySelector('p')).toHaveAttribute('dir', 'rtl');
    // a field that did not change is left out; the text is always shown
    expect(screen.queryByRole('heading', { name: 'عنوان' })).toBeNull();
  });

  it('restores a version only after asking, then reads the article again', async () => {
    const versions = twoVersions();
    const { posts } = setup(versions);
    const [first] = await screen.findAllByRole('button', { name: 'بازگردانی' });
    await userEvent.click(first);
    const dialog = await screen.findByRole('dialog');
    expect(versions.restored).toEqual([]);
    posts.posts[0] = { ...posts.posts[0], title: 'نرخ مالیات ۱۴۰۵' };
    await userEvent.click(within(dialog).getByRole('button', { name: 'بازگردانی' }));
    expect(await screen.findByText('نسخه انتخاب‌شده بازگردانده شد')).toBeInTheDocument();
    expect(versions.restored).toEqual([{ postId: 'p-1', versionId: 'v-2' }]);
    expect(await screen.findByDisplayValue('نرخ مالیات ۱۴۰۵')).toBeInTheDocument();
  });

  it("shows the server's Persian refusal when a restore fails, and changes nothing", async () => {
    const versions = twoVersions();
    versions.restoreFailure = 'این نسخه از مقاله پیدا نشد';
    setup(versions);
    const [first] = await screen.findAllByRole('button', { name: 'بازگردانی' });
    await userEvent.click(first);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'بازگردانی' }));
    expect(await screen.findByText('این نسخه از مقاله پیدا نشد')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByDisplayValue('مقاله شماره 1')).toBeInTheDocument());
  });
});
