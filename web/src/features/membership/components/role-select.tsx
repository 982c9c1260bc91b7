import { useId } from 'react';
import styled from 'styled-components';
import { Select } from '../../../components/select';
import { errorDetail } from '../../../lib/api-client';
import { useSetRole, type StaffRole } from '../api/set-role';
import { fullName, type AdminUser } from '../api/types';

const ROLES: { value: StaffRole; label: string }[] = [
  { value: 'member', label: 'Socio' },
  { value: 'coach', label: 'Profesor' },
  { value: 'admin', label: 'Administrador' },
];

const asRole = (value: string): StaffRole => (value === 'admin' || value === 'coach' ? value : 'member');

/**
 * The user's role: a Profesor runs classes and edits plans; only an Administrador touches money, packages and roles.
 * `labelHiddenFrom`: the width from which a table's column header names the field, so its own "Rol" goes.
 */
export function RoleSelect({ user, labelHiddenFrom }: { user: AdminUser; labelHiddenFrom?: string }) {
  const id = useId();
  const setRole = useSetRole();
  return (
    <Field $labelHiddenFrom={labelHiddenFrom}>
      <label htmlFor={id}>Rol</label>
      <Select
        $compact
        id={id}
        aria-label={`Rol de ${fullName(user)}`}
        value={asRole(user.role)}
        disabled={setRole.isPending}
        onChange={(e) => setRole.mutate({ clerkUserId: user.clerkUserId, role: asRole(e.target.value) })}
      >
        {ROLES.map((r) => (
          <option key={r.value} value={r.value}>
            {r.label}
          </option>
        ))}
      </Select>
      {setRole.isError && <Problem role="alert">{errorDetail(setRole.error)}</Problem>}
    </Field>
  );
}

const Field = styled.div<{ $labelHiddenFrom?: string }>`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 8px;
  font-size: 0.9rem;
  select { min-height: 36px; }
  ${({ $labelHiddenFrom }) => ($labelHiddenFrom ? `@media (min-width: ${$labelHiddenFrom}) { & > label { display: none; } }` : '')}
`;

const Problem = styled.span`
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.danger};
`;
