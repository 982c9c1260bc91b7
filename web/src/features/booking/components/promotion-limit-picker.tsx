import { useId } from 'react';
import styled from 'styled-components';
import { Select } from '../../../components/select';
import { limitToOption, optionToLimit, PROMOTION_LIMIT_LABEL, PROMOTION_LIMIT_OPTIONS, type PromotionLimit } from '../promotion-limit';

type Props = { value: number | null | undefined; onChange: (limit: PromotionLimit) => void; disabled?: boolean; compact?: boolean };

/** "Resérvame automáticamente hasta …": joining a waitlist, and on her entry in Mis Turnos. */
export function PromotionLimitPicker({ value, onChange, disabled, compact }: Props) {
  const id = useId();
  return (
    <Field $compact={compact}>
      <label htmlFor={id}>{PROMOTION_LIMIT_LABEL}</label>
      <Select id={id} $compact={compact} value={limitToOption(value)} disabled={disabled} onChange={(e) => onChange(optionToLimit(e.target.value))}>
        {PROMOTION_LIMIT_OPTIONS.map((o) => (
          <option key={limitToOption(o.value)} value={limitToOption(o.value)}>
            {o.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

const Field = styled.div<{ $compact?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-top: ${({ $compact }) => ($compact ? '4px' : '12px')};
  font-size: ${({ $compact }) => ($compact ? '0.85rem' : '0.95rem')};

  label {
    font-weight: 600;
  }
  select {
    width: 100%;
    max-width: 320px;
  }
`;
