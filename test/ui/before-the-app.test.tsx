import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { renderToString } from 'react-dom/server.node';
import { hydrateRoot } from 'react-dom/client';
import { AppForm } from '../../src/ui/components/app-form';
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
});
