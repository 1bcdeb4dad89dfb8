import { lazy, useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { renderToString } from 'react-dom/server.node';
import { hydrateRoot } from 'react-dom/client';
import { AppForm } from '../../src/ui/components/app-form';
import { PagePart } from '../../src/ui/components/page-part';
import { SearchBox, SEARCH_PLACEHOLDER } from '../../src/ui/layout/search-box';
import { lightTheme } from '../../src/ui/theme/themes';

const inTheme = (children: React.ReactNode) => (
  <ThemeProvider theme={lightTheme}>
    <MemoryRouter>{children}</MemoryRouter>
  </ThemeProvider>
);

describe('controls before the app has taken the page over', () => {
  afterEach(() => {
    delete document.documentElement.dataset.interactive;
  });

  it('keeps a form only the app can submit visibly not ready, and posting, until the app takes the page over', async () => {
    render(
      inTheme(
        <AppForm aria-label="فیلتر">
          <input aria-label="از تاریخ" />
          <button type="submit">اعمال فیلتر</button>
        </AppForm>,
      ),
    );
    const form = screen.getByRole('form', { name: 'فیلتر' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'اعمال فیلتر' })).toBeDisabled();
    expect(screen.getByLabelText('از تاریخ')).toBeDisabled();

    // the app marks the page when it has taken it over; the mark is observed, not polled
    await act(async () => {
      document.documentElement.dataset.interactive = 'true';
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'اعمال فیلتر' })).toBeEnabled());
    expect(form).not.toHaveAttribute('aria-busy');
  });

  it('makes the header search a real form, so Enter before the app still opens /search with the term', () => {
    render(inTheme(<SearchBox />));
    const box = screen.getByPlaceholderText(SEARCH_PLACEHOLDER);
    expect(box).toHaveAttribute('name', 'searchTerm');
    const form = box.closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/search');
  });

  it('sends the term typed while the app was taking the page over, not the empty box the app started with', async () => {
    function Where() {
      const location = useLocation();
      return <output aria-label="نشانی">{decodeURIComponent(location.pathname + location.search)}</output>;
    }
    const page = inTheme(
      <>
        <SearchBox />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </>,
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    // the visitor types into the server's page before the app has run
    container.querySelector<HTMLInputElement>('input[name="searchTerm"]')!.value = 'مالیات';
    await act(async () => {
      hydrateRoot(container, page);
    });
    fireEvent.submit(container.querySelector('form')!);
    await waitFor(() => expect(screen.getByLabelText('نشانی')).toHaveTextContent('/search?searchTerm=مالیات'));
    expect(container.querySelector<HTMLInputElement>('input[name="searchTerm"]')!.value).toBe('');
    container.remove();
  });

  it('marks the page as answering taps only once every lazily loaded part of it has been taken over, not the shell alone', async () => {
    function AddType() {
      const [open, setOpen] = useState(false);
      return (
        <button type="button" onClick={() => setOpen(true)}>
          {open ? 'فرم باز است' : 'افزودن نوع رزرو'}
        </button>
      );
    }
    // the server rendered the tab; in the browser its code is still on the way
    let arrive: (view: { default: typeof AddType }) => void = () => undefined;
    const LazyAddType = lazy(() => new Promise<{ default: typeof AddType }>((resolve) => (arrive = resolve)));
    const page = (Tab: React.ComponentType) => (
      <PagePart>
        <h2>انواع رزرو و زمان‌ها</h2>
        <PagePart>
          <Tab />
        </PagePart>
      </PagePart>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(AddType));
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, page(LazyAddType));
    });
    // the heading around the tab is the app's, the tab's button still the server's HTML
    expect(document.documentElement.dataset.interactive).toBeUndefined();

    await act(async () => arrive({ default: AddType }));
    await waitFor(() => expect(document.documentElement.dataset.interactive).toBe('true'));
    fireEvent.click(screen.getByRole('button', { name: 'افزودن نوع رزرو' }));
    expect(screen.getByRole('button', { name: 'فرم باز است' })).toBeInTheDocument();
    container.remove();
  });
});
