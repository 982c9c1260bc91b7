import { Page, PageSubtitle, PageTitle } from '../../../components/page';
import { MakeupSettingsCard } from './makeup-settings-card';

/** /admin/recuperos: the studio's rule for make-up classes of turnos fijos (docs/features/makeups.md). */
export function MakeupsPage() {
  return (
    <Page>
      <header>
        <PageTitle>Recuperos</PageTitle>
        <PageSubtitle>Los socios con turno fijo recuperan la clase que cancelan a tiempo en otra de la misma disciplina, en un lugar que no sea de otro turno fijo.</PageSubtitle>
      </header>
      <MakeupSettingsCard />
    </Page>
  );
}
