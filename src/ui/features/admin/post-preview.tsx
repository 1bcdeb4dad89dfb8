import styled from 'styled-components';
import { readingTimeText } from '../../../core/domain/blog-post';
import { sanitizeArticleHtml } from '../../../core/domain/sanitize-article-html';
import { ArticleBody } from '../../components/article-body';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';

export const PREVIEW_TEXTS = { open: 'پیش‌نمایش', title: 'پیش‌نمایش مقاله', close: 'بستن پیش‌نمایش' } as const;

const Cover = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 1200 / 630;
  object-fit: cover;
  margin: 1rem 0 1.5rem;
  border-radius: 10px;
`;

export interface PreviewedArticle {
  title: string;
  categoryTitle: string | null;
  cover: string | undefined;
  coverAlt: string;
  content: string;
}

/** The article as a visitor would read it, cleaned as the server will clean it, before anything is published. */
export function PostPreview({ article, open, onClose }: { article: PreviewedArticle; open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title={PREVIEW_TEXTS.title} onClose={onClose}>
      <article data-testid="post-preview">
        <h1 style={{ lineHeight: 1.6, margin: '0.25rem 0' }}>{article.title}</h1>
        <p className="hint">{[article.categoryTitle, readingTimeText(article.content)].filter(Boolean).join(' · ')}</p>
        {article.cover && <Cover src={article.cover} alt={article.coverAlt} />}
        <ArticleBody dangerouslySetInnerHTML={{ __html: sanitizeArticleHtml(article.content) }} />
      </article>
      <Button type="button" $variant="outline" onClick={onClose}>
        {PREVIEW_TEXTS.close}
      </Button>
    </Modal>
  );
}
