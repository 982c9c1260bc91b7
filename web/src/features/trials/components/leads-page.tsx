import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { WhatsAppLink } from '../../../components/whatsapp-link';
import { EmptyState } from '../../../components/empty-state';
import { Page, PageSubtitle, PageTitle } from '../../../components/page';
import { errorDetail } from '../../../lib/api-client';
import { instantDayTime, weekdayDate } from '../../../lib/calendar-date';
import { useConvertLead, useForgetLead, useLeads, type Lead } from '../api/leads';
import { EmbedSnippet } from './embed-snippet';
import { TrialSettingsCard } from './trial-settings-card';

const STAGES: Record<Lead['etapa'], string> = {
  prueba: 'Clase de prueba reservada',
  vino: 'Vino a su clase de prueba',
  cancelada: 'Clase de prueba cancelada',
  socia: 'Socia',
  con_paquete: 'Socia con paquete',
};

const TRIAL_STATES = { pendiente: 'a confirmar', confirmada: 'confirmada', cancelada: 'cancelada' } as const;

/** /admin/interesados: who came through the public schedule, how far each went, "Hacer socia", and the trial setting. */
export function LeadsPage() {
  const leads = useLeads();
  return (
    <Page>
      <header>
        <PageTitle>Interesados</PageTitle>
        <PageSubtitle>Quienes reservaron una clase de prueba desde tus horarios públicos: de la prueba a su primer paquete.</PageSubtitle>
      </header>
      {leads.isPending && <EmptyState role="status">Cargando interesados...</EmptyState>}
      {leads.isError && <EmptyState role="alert">Error cargando datos: {errorDetail(leads.error)}</EmptyState>}
      {leads.data?.length === 0 && <EmptyState>Todavía nadie reservó una clase de prueba.</EmptyState>}
      {leads.data && leads.data.length > 0 && (
        <List>
          {leads.data.map((lead) => (
            <LeadCard key={lead.id} lead={lead} />
          ))}
        </List>
      )}
      <TrialSettingsCard />
      <EmbedSnippet />
    </Page>
  );
}

function LeadCard({ lead }: { lead: Lead }) {
  const convert = useConvertLead();
  const forget = useForgetLead();
  const [email, setEmail] = useState('');
  const [forgetting, setForgetting] = useState(false);
  return (
    <Item aria-label={lead.nombre}>
      <Top>
        <strong>{lead.nombre}</strong>
        <Stage $member={lead.socia !== null}>{STAGES[lead.etapa]}</Stage>
      </Top>
      <Contact>
        {lead.telefono && <WhatsAppLink phone={lead.telefono} name={lead.nombre} message={`Hola ${lead.nombre.split(' ')[0]}, te escribimos del estudio por tu clase de prueba.`} />}
        {lead.email && <a href={`mailto:${lead.email}`}>{lead.email}</a>}
      </Contact>
      <Facts>
        <li>Pidió la prueba el {instantDayTime(lead.registrada)}</li>
        {lead.prueba && (
          <li>
            Prueba: {lead.prueba.disciplina}, {weekdayDate(lead.prueba.fecha)} a las {lead.prueba.hora} ({lead.prueba.asistio ? 'vino' : TRIAL_STATES[lead.prueba.estado]})
          </li>
        )}
        {lead.socia && <li>Socia desde el {instantDayTime(lead.socia.desde)}</li>}
        {lead.primer_paquete && <li>Primer paquete el {instantDayTime(lead.primer_paquete)}</li>}
      </Facts>
      {!lead.socia && (
        <Convert onSubmit={(e) => (e.preventDefault(), convert.mutate({ id: lead.id, ...(lead.email ? {} : { email }) }))}>
          {!lead.email && <input type="email" aria-label={`Email de ${lead.nombre}`} placeholder="Email para su cuenta" value={email} onChange={(e) => setEmail(e.target.value)} />}
          <Button type="submit" disabled={convert.isPending}>{convert.isPending ? 'Creando cuenta...' : 'Hacer socia'}</Button>
          {convert.isError && <p role="alert">{errorDetail(convert.error)}</p>}
        </Convert>
      )}
      {/* A member's data goes with her account (Eliminar cuenta); a lead who never became one asks the studio. */}
      {!lead.socia && (
        <Forget>
          <Button $variant="secondary" onClick={() => setForgetting(true)}>Olvidar interesado</Button>
        </Forget>
      )}
      <ConfirmDialog
        open={forgetting}
        onOpenChange={setForgetting}
        title={`¿Olvidar a ${lead.nombre}?`}
        description="Se borran su nombre, su email y su teléfono: nadie podrá volver a leerlos y deja de aparecer en la lista. No se puede deshacer."
        confirmLabel="Olvidar"
        onConfirm={() => forget.mutateAsync(lead.id)}
      />
    </Item>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  @media (min-width: 900px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px;
`;

const Stage = styled.span<{ $member: boolean }>`
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.85rem;
  font-weight: 700;
  background: ${({ $member, theme }) => ($member ? '#e7f6ec' : theme.colors.accentSoft)};
  color: ${({ $member, theme }) => ($member ? theme.colors.success : theme.colors.accentText)};
`;

const Contact = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  a[href^='mailto:'] {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.accentText};
    font-weight: 600;
  }
`;

const Facts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.92rem;
`;

const Forget = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const Convert = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  input {
    flex: 1 1 200px;
    min-height: 44px;
    padding: 0 12px;
    border: 1.5px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  p { width: 100%; color: ${({ theme }) => theme.colors.danger}; font-weight: 600; }
`;
