import { useCallback } from 'react';
import styled from 'styled-components';
import { BLOG_USE_CASES } from '../../../core/use-cases/blog/blog-tokens';
import { toPersianDigits } from '../../../core/domain/persian-digits';
import { useService } from '../../services/services-context';
import { useLoaded } from '../../services/use-loaded';

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

/**
 * Buttons for each category, with its published articles' count, plus "all". Hidden while the categories are unknown: the list
 * works without the filter when they cannot be read.
 */
export function CategoryFilter({ selected, onSelect }: { selected: string | null; onSelect: (id: string | null) => void }) {
  const listPostCategories = useService(BLOG_USE_CASES.ListPostCategories);
  const categories = useLoaded(useCallback(() => listPostCategories.execute(), [listPostCategories])).value ?? [];

  if (categories.length === 0) return null;
  return (
    <Chips role="group" aria-label={CATEGORY_FILTER_LABEL}>
      <Chip type="button" $active={selected === null} aria-pressed={selected === null} onClick={() => onSelect(null)}>
        {ALL_CATEGORIES}
      </Chip>
      {categories.map((category) => (
        <Chip
          key={category._id}
          type="button"
          $active={selected === category._id}
          aria-pressed={selected === category._id}
          onClick={() => onSelect(category._id)}
        >
          {category.title}
          <Count aria-hidden="true">{toPersianDigits(category.postCount)}</Count>
        </Chip>
      ))}
    </Chips>
  );
}
