import { ComingSoon } from '../../../components/coming-soon';

export function CreateNewsPage() {
  return <ComingSoon title="Crear Noticias" />;
}
