import { lazy, Suspense, useId, useState } from 'react';
import styled from 'styled-components';
import { Select } from '../../../components/select';
import { useSetRole, type StaffRole } from '../api/set-role';
import { fullName, type AdminUser } from '../api/types';
import { ROLE_LABELS, roleChanged, roleChangeQuestion } from './role-change';

const ConfirmDialog = lazy(() => import('../../../components/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

const ROLES: StaffRole[] = ['member', 'coach', 'admin'];

const asRole = (value: string): StaffRole => (value === 'admin' || value === 'coach' ? value : 'member');

/**
 * The user's role: a Profesor runs classes and edits plans; only an Administrador touches money, packages and roles.
 * Choosing another role asks first, saying what it can do, and says so once it is done.
 * `labelHiddenFrom`: the width from which a table's column header names the field, so its own "Rol" goes.
 */
export function RoleSelect({ user, labelHiddenFrom }: { user: AdminUser; labelHiddenFrom?: string }) {
  const id = useId();
  const setRole = useSetRole();
  const [asked, setAsked] = useState<StaffRole | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const name = fullName(user);
  const question = asked && roleChangeQuestion(name, asked);

  const change = async (role: StaffRole) => {
    await setRole.mutateAsync({ clerkUserId: user.clerkUserId, role });
    setDone(roleChanged(name, role));
  };

  return (
    <Field $labelHiddenFrom={labelHiddenFrom}>
      <label htmlFor={id}>Rol</label>
      <Select
        $compact
        id={id}
        aria-label={`Rol de ${name}`}
        value={asRole(user.role)}
        disabled={setRole.isPending}
        onChange={(e) => {
          const role = asRole(e.target.value);
          setDone(null);
          if (role !== asRole(user.role)) setAsked(role);
        }}
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </Select>
      {done && <Done role="status">{done}</Done>}
      {question && asked && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={(open) => !open && setAsked(null)}
            title={question.title}
            description={question.description}
            confirmLabel={question.confirmLabel}
            confirmVariant="primary"
            onConfirm={() => change(asked)}
          />
        </Suspense>
      )}
    </Field>
  );
}

const Field = styled.div<{ $labelHiddenFrom?: string }>`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 8px;
  font-size: 0.9rem;
  select { min-height: 44px; }
  ${({ $labelHiddenFrom }) => ($labelHiddenFrom ? `@media (min-width: ${$labelHiddenFrom}) { & > label { display: none; } }` : '')}
`;

const Done = styled.span`
  flex-basis: 100%;
  font-weight: 650;
  color: ${({ theme }) => theme.colors.success};
`;
