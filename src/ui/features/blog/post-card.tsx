import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { postDateText, type PostCard as PostCardData } from '../../../core/domain/blog-post';
import { PLATFORM_PORTS } from '../../../core/ports/platform/platform-port-tokens';
import { imageUrl } from '../../components/image-url';
import { useService } from '../../services/services-context';

export const COVER_WIDTH = 640;
export const COVER_HEIGHT = 360;

export const PostGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
`;

const Card = styled.article`
  height: 100%;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  transition: transform 0.15s ease;
  &:hover {
    transform: translateY(-2px);
  }
`;

const Cover = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: ${COVER_WIDTH} / ${COVER_HEIGHT};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const CoverPlaceholder = styled.div`
  aspect-ratio: ${COVER_WIDTH} / ${COVER_HEIGHT};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.primary}, ${({ theme }) => theme.colors.accent});
  opacity: 0.35;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 1rem 1.1rem 1.25rem;
  flex: 1;
`;

export const PostMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.4rem 0.75rem;
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export const CategoryBadge = styled.span`
  display: inline-block;
  padding: 0.05rem 0.65rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.infoSoft};
  color: ${({ theme }) => theme.colors.info};
  font-weight: 600;
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.1rem;
  line-height: 1.7;
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: 4px;
  }
`;

const Excerpt = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.95rem;
  line-height: 1.9;
`;

const Item = styled.li`
  position: relative;
`;

/** "/post/{slug}", or "/media/{slug}" when the reader came through the media list. */
export function articlePath(slug: string, prefix: 'post' | 'media' = 'post'): string {
  return `/${prefix}/${encodeURIComponent(slug)}`;
}

export interface PostCardProps {
  post: PostCardData;
  prefix?: 'post' | 'media';
  /** cards in the first row are on screen at once; the rest load their image lazily */
  eager?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/** One article in a list: cover, category, Jalali date, title (the link) and an excerpt. */
export function PostCard({ post, prefix = 'post', eager = false, headingLevel = 'h2' }: PostCardProps) {
  const apiHost = useService(PLATFORM_PORTS.ApiHost);
  const src = imageUrl(apiHost, post.image);
  return (
    <Item>
      <Card>
        {src ? (
          <Cover src={src} alt="" width={COVER_WIDTH} height={COVER_HEIGHT} loading={eager ? 'eager' : 'lazy'} decoding="async" />
        ) : (
          <CoverPlaceholder aria-hidden="true" />
        )}
        <Body>
          <PostMeta>
            {post.category && <CategoryBadge>{post.category.title}</CategoryBadge>}
            <time dateTime={post.updatedAt}>{postDateText(post.updatedAt)}</time>
          </PostMeta>
          <Title as={headingLevel}>
            <Link to={articlePath(post.slug, prefix)}>{post.title}</Link>
          </Title>
          <Excerpt>{post.excerpt}</Excerpt>
        </Body>
      </Card>
    </Item>
  );
}
