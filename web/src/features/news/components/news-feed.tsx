import styled from 'styled-components';
import { EmptyState } from '../../../components/empty-state';
import { useNews } from '../api/get-news';
import { NewsItem } from './news-item';

/** The home screen's news card body (docs/product.md §2 Home): every post, newest first. */
export function NewsFeed() {
  const news = useNews();
  if (news.isPending) return <EmptyState role="status">Cargando noticias...</EmptyState>;
  if (news.isError) return <ErrorText role="alert">No se pudieron cargar las noticias</ErrorText>;
  if (news.data.length === 0) return <EmptyState>No hay noticias disponibles en este momento</EmptyState>;
  return (
    <List aria-label="Noticias">
      {news.data.map((noticia) => (
        <li key={noticia.id}>
          <NewsItem noticia={noticia} />
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 24px;
  & > li + li {
    padding-top: 24px;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
