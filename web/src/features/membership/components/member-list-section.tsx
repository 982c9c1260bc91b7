import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Download, Package } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { Select } from '../../../components/select';
import { errorDetail } from '../../../lib/api-client';
import { groupsQuery } from '../../../api/groups/groups';
import { memberListQuery } from '../../../api/membership/member-list';
import { fullName } from '../api/types';
import type { BulkTarget } from '../api/bulk-assign';
import { BulkAssignDialog } from './bulk-assign-dialog';
import { Input, Message } from './form-bits';
import { exportHref, filterOf, FILTERS, listQueryFrom, sortValue, SORTS, withParam, withSort } from './member-list-params';
import { MemberListBars } from './member-list-bars';
import { TABLE_COLUMNS, TABLE_MIN_WIDTH, UserRow, type UserRowActions } from './user-row';
import type { AssignPlansSlot } from './users-admin-page';
import { phonesQuery } from '../../../api/membership/phones';
import { countOf } from '../../../lib/plural';

const socios = (n: number) => countOf(n, 'socio', 'socios');

/**
 * Usuarios for hundreds of members: filters, sort and page in the URL (Back returns to them), the server filters
 * and pages; checkboxes for this page or every member matching, then one bulk assignment; "Exportar CSV" of the filter.
 */
export function MemberListSection({ actions, renderAssignPlans }: { actions: UserRowActions; renderAssignPlans?: AssignPlansSlot }) {
  const [params, setParams] = useSearchParams();
  const query = listQueryFrom(params);
  const list = useQuery({ ...memberListQuery(query), placeholderData: keepPreviousData });
  const grupos = useQuery(groupsQuery());
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const [bulkOpen, setBulkOpen] = useState(false);
  const filterKey = JSON.stringify(filterOf(query));

  // A new filter is a new set of members: what was chosen for the old one is dropped.
  useEffect(() => {
    setSelected(new Set());
    setAllMatching(false);
  }, [filterKey]);

  // Typing searches after a pause, replacing the history entry (Back skips the keystrokes).
  useEffect(() => {
    if (search.trim() === (params.get('q') ?? '')) return;
    const timer = setTimeout(() => setParams(withParam(params, 'q', search.trim()), { replace: true }), 300);
    return () => clearTimeout(timer);
  }, [search, params, setParams]);

  const page = list.data;
  const rows = page?.data ?? [];
  const pageIds = rows.map((r) => r.clerkUserId);
  const phones = useQuery(phonesQuery(pageIds));
  const pageAllSelected = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const count = allMatching ? (page?.total ?? 0) : selected.size;
  const target: BulkTarget = allMatching ? { filtro: filterOf(query) } : { clerkUserIds: [...selected] };
  const set = (key: Parameters<typeof withParam>[1], value: string | null) => setParams(withParam(params, key, value));

  const toggle = (id: string, on: boolean) => {
    setAllMatching(false);
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };
  const togglePage = (on: boolean) => {
    setAllMatching(false);
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of pageIds) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  };

  return (
    <section aria-label={params.get('ocultos') ? 'Usuarios ocultos' : 'Usuarios'}>
      <Toolbar>
        <Input type="search" placeholder="Buscar por nombre o email" aria-label="Buscar usuario" value={search} onChange={(e) => setSearch(e.target.value)} />
        <Select aria-label="Grupo" value={params.get('grupo') ?? ''} onChange={(e) => set('grupo', e.target.value)}>
          <option value="">Grupo: todos</option>
          {grupos.data?.map((g) => <option key={g.id} value={g.id}>{g.nombre}</option>)}
        </Select>
        <Select aria-label="Ordenar" value={sortValue(params)} onChange={(e) => setParams(withSort(params, e.target.value))}>
          {SORTS.map((s) => <option key={s.value} value={s.value}>{s.label}</option>)}
        </Select>
        <Toggle>
          <input type="checkbox" checked={params.get('ocultos') === '1'} onChange={(e) => set('ocultos', e.target.checked ? '1' : null)} /> Ver ocultos
        </Toggle>
        <ExportLink href={exportHref(query)} download>
          <Download size={16} aria-hidden="true" /> Exportar CSV
        </ExportLink>
      </Toolbar>
      <Chips role="group" aria-label="Filtrar">
        <Chip type="button" aria-pressed={!params.get('estado')} onClick={() => set('estado', null)}>Todos</Chip>
        {FILTERS.map((f) => (
          <Chip key={f.value} type="button" aria-pressed={params.get('estado') === f.value} onClick={() => set('estado', f.value)}>{f.label}</Chip>
        ))}
      </Chips>
      {params.get('estado') === 'sin_venir' && (
        <Hint>
          Socios con paquete activo que no vienen hace 2 semanas y no tienen ninguna clase reservada. Escríbeles: un
          mensaje a tiempo puede evitar que dejen de venir.
        </Hint>
      )}
      <MemberListBars
        total={page?.total}
        count={count}
        pageAllSelected={pageAllSelected}
        allMatching={allMatching}
        onTogglePage={togglePage}
        onAllMatching={() => setAllMatching(true)}
        onClear={() => (setSelected(new Set()), setAllMatching(false))}
        bulkButton={
          <Button onClick={() => setBulkOpen(true)} disabled={count === 0}>
            <Package size={16} aria-hidden="true" /> Asignar paquete ({socios(count)})
          </Button>
        }
      />
      {list.isError && <Message $tone="error" role="alert">Error cargando datos: {errorDetail(list.error)}</Message>}
      {list.isPending && <EmptyState role="status">Cargando usuarios...</EmptyState>}
      {page && rows.length === 0 && <EmptyState>{params.get('ocultos') ? 'No hay usuarios ocultos.' : 'No hay usuarios para mostrar.'}</EmptyState>}
      {rows.length > 0 && (
        <TableHead aria-hidden="true">
          <span />
          <span>Socio</span>
          <span>Paquete</span>
          <span>Rol</span>
          <span>Acciones</span>
        </TableHead>
      )}
      <List>
        {rows.map((user) => (
          <UserRow
            key={user.clerkUserId}
            user={user}
            actions={actions}
            pendingReceipt={user.comprobante_pendiente}
            lastClass={user.ultima_clase}
            queuedRenewal={user.renovacion_en_cola}
            phone={phones.data?.get(user.clerkUserId) ?? null}
            selection={{ selected: allMatching || selected.has(user.clerkUserId), onSelect: (on) => toggle(user.clerkUserId, on) }}
            extraActions={renderAssignPlans?.({ clerkUserId: user.clerkUserId, nombre: fullName(user), firstName: user.firstName, telefono: phones.data?.get(user.clerkUserId) ?? null })}
          />
        ))}
      </List>
      {page && page.total_paginas > 1 && (
        <Pager aria-label="Páginas">
          <Button $variant="secondary" disabled={page.pagina <= 1} onClick={() => set('pagina', String(page.pagina - 1))}>Anterior</Button>
          <span>Página {page.pagina} de {page.total_paginas}</span>
          <Button $variant="secondary" disabled={page.pagina >= page.total_paginas} onClick={() => set('pagina', String(page.pagina + 1))}>Siguiente</Button>
        </Pager>
      )}
      {bulkOpen && (
        <BulkAssignDialog count={count} target={target} onClose={() => setBulkOpen(false)} onDone={() => (setSelected(new Set()), setAllMatching(false))} />
      )}
    </section>
  );
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
  margin-bottom: 10px;
  & > input { flex: 1 1 100%; }
  & > select { flex: 1 1 140px; min-width: 0; }
  @media (min-width: ${TABLE_MIN_WIDTH}) {
    /* The selects keep their options' width and the search takes the rest: its whole placeholder fits. */
    & > input { flex: 1 1 240px; }
    & > select { flex: 0 1 auto; }
  }
`;

const Toggle = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-weight: 600;
  & > input { width: 20px; height: 20px; }
`;

const ExportLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  padding: 0 14px;
  border-radius: 12px;
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  font-weight: 650;
  color: inherit;
  text-decoration: none;
  background: ${({ theme }) => theme.colors.surface};
`;

const Chips = styled.div`
  display: flex;
  gap: 8px;
  overflow-x: auto;
  padding-bottom: 4px;
  margin-bottom: 10px;
  /* A phone scrolls the chips sideways; a desktop has room for all of them on one or two lines. */
  @media (min-width: ${TABLE_MIN_WIDTH}) {
    flex-wrap: wrap;
    overflow-x: visible;
  }
`;

const Chip = styled.button`
  flex: 0 0 auto;
  min-height: 40px;
  padding: 0 14px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 650;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.accentStrong};
    border-color: ${({ theme }) => theme.colors.accentStrong};
    color: #fff;
  }
`;

const Hint = styled.p`
  margin: 0 0 10px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
`;

const TableHead = styled.div`
  display: none;
  @media (min-width: ${TABLE_MIN_WIDTH}) {
    display: grid;
    grid-template-columns: ${TABLE_COLUMNS};
    gap: 12px;
    padding: 0 14px 6px;
    font-size: 0.85rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
  @media (min-width: ${TABLE_MIN_WIDTH}) { gap: 6px; }
`;

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 14px;
  margin-top: 16px;
  font-weight: 650;
`;
