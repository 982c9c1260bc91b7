import { EmptyState } from '../../../components/empty-state';

/** Placeholder until news exist: later work shows the latest noticias here. */
export function NewsFeedPreview() {
  return <EmptyState>No hay noticias disponibles en este momento</EmptyState>;
}
