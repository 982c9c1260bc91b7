import type { SelectHTMLAttributes } from 'react';
import { useId } from 'react';
import styled from 'styled-components';
import { Select } from '../../../components/select';

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  placeholder?: string;
  options: readonly { value: string; label: string }[];
};

/** A labelled native select (the phone's own picker), styled like TextField. */
export function SelectField({ label, placeholder, options, id, ...selectProps }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <Field>
      <Label htmlFor={selectId}>{label}</Label>
      <Select id={selectId} {...selectProps}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

const Label = styled.label`
  font-weight: 650;
  font-size: 0.95rem;
`;
