import { ArrowLeft } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { isAdminSubpage } from '../admin-links';

/** Above an admin screen: the way back to the admin menu (nothing on the menu itself or on other screens). */
export function AdminBackLink() {
  const { pathname } = useLocation();
  if (!isAdminSubpage(pathname)) return null;
  return (
    <Bar>
      <Back to="/admin">
        <ArrowLeft size={18} aria-hidden="true" />
        Volver a Administración
      </Back>
    </Bar>
  );
}

/** In the page's column (components/page.tsx), just above its title. */
const Bar = styled.div`
  width: 100%;
  max-width: 1040px;
  margin: 0 auto;
  padding: 12px 16px 0;
  margin-bottom: -12px;
  @media (min-width: 768px) {
    padding: 24px 40px 0;
    margin-bottom: -24px;
  }
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 0 12px 0 8px;
  margin-left: -8px;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.colors.surface}; }
`;
