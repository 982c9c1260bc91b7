import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Page, PageSubtitle, PageTitle } from '../../../components/page';
import { isFecha, localDate } from '../audit-dates';
import { MemberHistoryView } from './member-history-view';
import { OccurrenceView } from './occurrence-view';

/**
 * /admin/reservas: who booked and who cancelled. By class (?fecha=YYYY-MM-DD&clase=<horario id>) or by
 * member (?usuario=<clerkUserId>); the URL holds the choice so a link from Usuarios lands on it.
 */
export function BookingAuditPage() {
  const [params, setParams] = useSearchParams();
  const usuario = params.get('usuario');
  const byMember = usuario !== null || params.get('vista') === 'socio';
  const fechaParam = params.get('fecha');
  const fecha = isFecha(fechaParam) ? fechaParam : localDate(new Date());
  const clase = Number(params.get('clase')) || null;

  const showClasses = (next: { fecha?: string; clase?: number | null } = {}) => {
    const query: Record<string, string> = { fecha: next.fecha ?? fecha };
    const openClass = next.clase === undefined ? clase : next.clase;
    if (openClass) query.clase = String(openClass);
    setParams(query, { replace: true });
  };
  const showMember = (userId: string | null) => setParams(userId ? { usuario: userId } : { vista: 'socio' }, { replace: true });

  return (
    <Page>
      <header>
        <PageTitle>Reservas</PageTitle>
        <PageSubtitle>Quién reservó y quién canceló cada turno, y cuándo.</PageSubtitle>
      </header>
      <Switch role="group" aria-label="Ver reservas">
        <SwitchButton aria-pressed={!byMember} onClick={() => showClasses()}>
          Por clase
        </SwitchButton>
        <SwitchButton aria-pressed={byMember} onClick={() => showMember(null)}>
          Por socio
        </SwitchButton>
      </Switch>
      {byMember ? (
        <MemberHistoryView userId={usuario} onPick={showMember} />
      ) : (
        <OccurrenceView
          fecha={fecha}
          openClass={clase}
          onDateChange={(next) => showClasses({ fecha: next, clase: null })}
          onOpenClass={(next) => showClasses({ clase: next })}
        />
      )}
    </Page>
  );
}

const Switch = styled.div`
  display: inline-flex;
  align-self: flex-start;
  padding: 4px;
  gap: 4px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const SwitchButton = styled.button.attrs({ type: 'button' })`
  min-height: 40px;
  padding: 0 18px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.95rem;
  font-weight: 650;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
`;
