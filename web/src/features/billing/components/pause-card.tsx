import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PauseCircle } from 'lucide-react';
import styled from 'styled-components';
import { userPackageQuery } from '../../../api/packages/user-package';
import { Button } from '../../../components/button';
import { Card, CardHeader, CardIcon, CardTitle } from '../../../components/card';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorDetail } from '../../../lib/api-client';
import type { PauseView } from '../../../../../contract/pauses';
import { useMonthlyAccount } from '../api/monthly-account';
import { useEndPause, useMyPauses } from '../api/pauses';
import { canAskPause, endPauseText, pauseLine, pauseRuleText, pausesOffered, type PausedHoldings } from '../pause-wording';
import { Alert, Muted } from './form-parts';
import { PauseRequestDialog } from './pause-request-dialog';

// Her latest pauses: a year holds a few at most, and the ledger keeps every one.
const SHOWN = 4;

/**
 * /paquetes: her pauses ("congelar el abono"), the studio's rule and what is left this year said before she asks,
 * Pausar, and each pause she asked as it stands. Shown only where the studio takes pauses and she holds something
 * to pause: a package still running or a monthly plan.
 */
export function PauseCard({ userId }: { userId: string }) {
  const mine = useMyPauses(userId);
  const pkg = useQuery(userPackageQuery(userId));
  const account = useMonthlyAccount(userId);
  const [asking, setAsking] = useState(false);
  const [ending, setEnding] = useState<PauseView | null>(null);
  const endPause = useEndPause(userId);
  const held: PausedHoldings = {
    validoHasta: pkg.data?.paquete_id != null ? (pkg.data.valido_hasta ?? null) : null,
    proximoCobro: account.data?.abono && !account.data.abono.hasta ? account.data.abono.proximo_cobro : null,
  };
  const holdsSomething = held.validoHasta !== null || !!account.data?.abono;
  if (!holdsSomething) return null;
  if (mine.isError) return <Alert role="alert">Error cargando tus pausas: {errorDetail(mine.error)}</Alert>;
  const m = mine.data;
  if (!m || !pausesOffered(m)) return null;
  return (
    <Card aria-label="Pausas">
      <CardHeader>
        <CardTitle>
          <CardIcon><PauseCircle size={20} aria-hidden="true" /></CardIcon>
          Pausas
        </CardTitle>
      </CardHeader>
      <Muted>{pauseRuleText(m)}</Muted>
      {m.pausas.length > 0 && (
        <List aria-label="Tus pausas">
          {m.pausas.slice(0, SHOWN).map((p) => (
            <Item key={p.id} $estado={p.estado}>
              <span>{pauseLine(p)}</span>
              {p.accion && (
                <Button $variant="secondary" onClick={() => setEnding(p)}>{p.accion === 'terminar' ? 'Terminar la pausa' : 'Anular la pausa'}</Button>
              )}
            </Item>
          ))}
        </List>
      )}
      {canAskPause(m) && (
        <div>
          <Button $variant="secondary" onClick={() => setAsking(true)}>Pausar</Button>
        </div>
      )}
      {asking && <PauseRequestDialog userId={userId} mine={m} held={held} onClose={() => setAsking(false)} />}
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => !open && setEnding(null)}
        title={ending?.accion === 'terminar' ? '¿Terminar tu pausa hoy?' : '¿Anular tu pausa?'}
        description={ending ? endPauseText(ending) : undefined}
        confirmLabel={ending?.accion === 'terminar' ? 'Terminar la pausa' : 'Anular la pausa'}
        confirmVariant="primary"
        onConfirm={async () => {
          await endPause.mutateAsync(ending!.id);
          setEnding(null);
        }}
      />
    </Card>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
`;

const Item = styled.li<{ $estado: PauseView['estado'] }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $estado }) => ($estado === 'rechazada' ? theme.colors.dangerSoft : theme.colors.surfaceMuted)};
  color: ${({ theme, $estado }) => ($estado === 'rechazada' ? theme.colors.dangerHover : theme.colors.text)};
  font-weight: ${({ $estado }) => ($estado === 'pendiente' ? 600 : 500)};
`;
