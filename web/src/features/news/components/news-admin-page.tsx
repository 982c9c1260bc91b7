import { ComingSoon } from '../../../components/coming-soon';

export function NewsAdminPage() {
  return <ComingSoon title="Editar Noticias" />;
}
