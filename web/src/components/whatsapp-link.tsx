import { MessageCircle } from 'lucide-react';
import styled from 'styled-components';
import { whatsappLink } from '../../../contract/phone';

/**
 * One tap to WhatsApp with the member's number and a prefilled message (web/src/lib/whatsapp-messages.ts). Staff
 * screens show it wherever they look at a member; it opens WhatsApp (the app on a phone, the web on a desktop).
 */
export function WhatsAppLink({ phone, message, name }: { phone: string; message: string; name: string }) {
  return (
    <Link href={whatsappLink(phone, message)} target="_blank" rel="noopener noreferrer" aria-label={`WhatsApp a ${name}`}>
      <MessageCircle size={18} aria-hidden="true" /> WhatsApp
    </Link>
  );
}

const Link = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  min-width: 44px;
  padding: 0 12px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid #25d366;
  background: #e9fbf0;
  color: #0b6b34;
  font-weight: 650;
  text-decoration: none;
  white-space: nowrap;
  align-self: flex-start;
  &:hover { background: #d7f7e4; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.accent}; outline-offset: 2px; }
`;
