import { useCallback, type MouseEvent } from 'react';
import styled from 'styled-components';
import { BLOG_USE_CASES } from '../../../core/use-cases/blog/blog-tokens';
import { toPersianDigits } from '../../../core/domain/persian-digits';
import type { Outcome } from '../../../core/domain/outcome';
import type { PostCategory } from '../../../core/ports/blog/category-reader';
import { useService } from '../../services/services-context';
import { useLoaded } from '../../services/use-loaded';
import { FIRST_DATA, useFirstData } from '../../first-data/first-data-context';

export const ALL_CATEGORIES = 'همه';
export const CATEGORY_FILTER_LABEL = 'فیلتر بر اساس دسته بندی';

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0 0 1.25rem;
`;

const Chip = styled.button<{ $active: boolean }>`
  min-height: 40px;
  padding: 0.3rem 1rem;
  border-radius: 999px;
  cursor: pointer;
  font-weight: 600;
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $active }) => ($active ? theme.colors.primaryText : theme.colors.text)};
`;

/** A category's published articles, beside its name (the button is named by the category alone). */
const Count = styled.span`
  margin-inline-start: 0.4rem;
  font-weight: 400;
  opacity: 0.8;
`;

interface CategoryFilterProps {
  /** the list's own address (/search, /media): without the app, a button asks it for the category */
  action: string;
  /** the search the list shows, kept when the category changes */
  searchTerm: string;
  selected: string | null;
  onSelect: (id: string | null) => void;
}

/**
 * Buttons for each category, with its published articles' count, plus "all". Hidden while the categories are unknown: the list
 * works without the filter when they cannot be read. The server reads them for the page it draws; before the app has taken the
 * page over, each button sends the list's GET form with its category (`?category=`, empty for "all"), so a tap is never lost.
 */
export function CategoryFilter({ action, searchTerm, selected, onSelect }: CategoryFilterProps) {
  const listPostCategories = useService(BLOG_USE_CASES.ListPostCategories);
  const first = useFirstData<Outcome<PostCategory[]>>(FIRST_DATA.postCategories());
  const categories =
    useLoaded(
      useCallback(() => listPostCategories.execute(), [listPostCategories]),
      first,
    ).value ?? [];
  const choose = (id: string | null) => (event: MouseEvent) => {
    event.preventDefault();
    onSelect(id);
  };

  if (categories.length === 0) return null;
  return (
    <form method="get" action={action}>
      {searchTerm && <input type="hidden" name="searchTerm" value={searchTerm} />}
      <Chips role="group" aria-label={CATEGORY_FILTER_LABEL}>
        <Chip type="submit" name="category" value="" $active={selected === null} aria-pressed={selected === null} onClick={choose(null)}>
          {ALL_CATEGORIES}
        </Chip>
        {categories.map((category) => (
          <Chip
            key={category._id}
            type="submit"
            name="category"
            value={category._id}
            $active={selected === category._id}
            aria-pressed={selected === category._id}
            onClick={choose(category._id)}
          >
            {category.title}
            <Count aria-hidden="true">{toPersianDigits(category.postCount)}</Count>
          </Chip>
        ))}
      </Chips>
    </form>
  );
}
