import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';

export const SEARCH_PLACEHOLDER = 'جستجو کنید';

const Input = styled.input`
  width: 100%;
  min-width: 0;
  min-height: 40px;
  padding: 0.4rem 0.9rem;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
`;

const Form = styled.form`
  width: 100%;
  min-width: 0;
`;

/**
 * Enter with a non-blank term opens /search?searchTerm=… and clears the box. It is a real
 * search form, so Enter pressed before the app has taken the page over still opens the results
 * (the server renders them). The box is the page's own (uncontrolled) and the term is read from
 * the form when it is sent: text typed while the app was taking the page over is what goes.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const typed = new FormData(form).get('searchTerm');
    const trimmed = typeof typed === 'string' ? typed.trim() : '';
    if (!trimmed) return;
    void navigate(`/search?${new URLSearchParams({ searchTerm: trimmed })}`);
    form.reset();
  };
  return (
    <Form method="get" action="/search" onSubmit={onSubmit}>
      <Input type="search" name="searchTerm" placeholder={SEARCH_PLACEHOLDER} aria-label={SEARCH_PLACEHOLDER} />
    </Form>
  );
}
