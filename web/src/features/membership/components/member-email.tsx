import styled from 'styled-components';

/**
 * A member's email that never breaks mid-word on a phone: the name and "@domain" each keep to one line, the domain
 * going under the name when both do not fit, and a part longer than the card ends in "…" (the whole address is its
 * title).
 */
export function MemberEmail({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  const parts = at > 0 ? [email.slice(0, at), email.slice(at)] : [email];
  return (
    <Email title={email}>
      {parts.map((part) => (
        <Part key={part}>{part}</Part>
      ))}
    </Email>
  );
}

const Email = styled.span`
  display: flex;
  flex-wrap: wrap;
  min-width: 0;
  font-size: 0.88rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Part = styled.span`
  min-width: 0;
  max-width: 100%;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;
