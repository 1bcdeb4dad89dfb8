import styled from 'styled-components';
import { articleContentStyles } from './article-content-styles';

/**
 * The article's stored HTML (sanitized on the server when it was written) in the site's
 * typography, the one the editor shows too (article-content-styles). Older articles may
 * carry a table or code, kept readable on a phone.
 */
export const ArticleBody = styled.div`
  font-size: 1.05rem;
  line-height: 2.1;
  ${articleContentStyles}
  pre, code {
    direction: ltr;
    unicode-bidi: embed;
  }
  pre {
    overflow-x: auto;
    padding: 1rem;
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border-radius: 8px;
  }
  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
  }
  td,
  th {
    border: 1px solid ${({ theme }) => theme.colors.border};
    padding: 0.4rem 0.75rem;
  }
`;
