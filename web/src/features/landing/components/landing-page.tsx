import { CalendarDays, ClipboardList, CirclePlay } from 'lucide-react';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/button';
import { LogoMark } from '../../../components/logo';
import { InstallGuideDialog } from './install-guide-dialog';

const highlights = [
  { icon: CalendarDays, text: 'Reserva y cancela tus turnos' },
  { icon: ClipboardList, text: 'Sigue tus planificaciones' },
  { icon: CirclePlay, text: 'Videos y novedades del estudio' },
];

export function LandingPage({ studioName }: { studioName: string }) {
  return (
    <Screen>
      <Hero>
        <LogoMark size={88} />
        <Title>{studioName}</Title>
        <Tagline>Tu entrenamiento, tus turnos y tus planificaciones en un solo lugar.</Tagline>
        <Actions>
          <ButtonLink to="/sign-in" $size="lg" $block>
            Iniciar Sesión
          </ButtonLink>
          <ButtonLink to="/sign-up" $size="lg" $variant="secondary" $block>
            Registrarse
          </ButtonLink>
          <InstallGuideDialog />
          {/* The public timetable (web/src/features/trials): a visitor sees the classes and books a trial class. */}
          <ButtonLink to="/horario" $variant="ghost" $block>
            Ver horarios y clase de prueba
          </ButtonLink>
        </Actions>
        <Highlights>
          {highlights.map(({ icon: Icon, text }) => (
            <li key={text}>
              <Icon size={20} aria-hidden="true" />
              {text}
            </li>
          ))}
        </Highlights>
      </Hero>
    </Screen>
  );
}

const Screen = styled.main`
  min-height: 100dvh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 40px 20px;
  background:
    radial-gradient(circle at 85% 10%, rgba(255, 77, 46, 0.35), transparent 40%),
    radial-gradient(circle at 10% 90%, rgba(255, 122, 69, 0.18), transparent 45%),
    ${({ theme }) => theme.colors.sidebar};
  color: #fff;
`;

const Hero = styled.div`
  width: 100%;
  max-width: 420px;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  text-align: center;
`;

const Title = styled.h1`
  font-size: clamp(2.4rem, 10vw, 3.4rem);
  font-weight: 850;
  letter-spacing: -0.04em;
  line-height: 1.05;
`;

const Tagline = styled.p`
  color: ${({ theme }) => theme.colors.sidebarText};
  font-size: 1.1rem;
  max-width: 32ch;
`;

const Actions = styled.div`
  width: 100%;
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin-top: 12px;
  > button {
    color: #fff;
    &:hover:not(:disabled) { background: rgba(255, 255, 255, 0.08); }
  }
`;

const Highlights = styled.ul`
  list-style: none;
  margin: 16px 0 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 10px;
  color: ${({ theme }) => theme.colors.sidebarText};
  li { display: flex; align-items: center; gap: 10px; }
  svg { color: ${({ theme }) => theme.colors.accent}; }
`;
