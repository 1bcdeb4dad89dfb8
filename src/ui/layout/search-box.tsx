import { useState, type FormEvent } from 'react';
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
 * (the server renders them).
 */
export function SearchBox() {
  const [term, setTerm] = useState('');
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = term.trim();
    if (!trimmed) return;
    void navigate(`/search?${new URLSearchParams({ searchTerm: trimmed })}`);
    setTerm('');
  };
  return (
    <Form method="get" action="/search" onSubmit={onSubmit}>
      <Input
        type="search"
        name="searchTerm"
        value={term}
        placeholder={SEARCH_PLACEHOLDER}
        aria-label={SEARCH_PLACEHOLDER}
        onChange={(event) => setTerm(event.target.value)}
      />
    </Form>
  );
}
