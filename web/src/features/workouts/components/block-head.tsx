import { Timer } from 'lucide-react';
import styled from 'styled-components';
import type { FormatoBloque } from '../../../../../contract/plans';
import { Button } from '../../../components/button';
import { formatLabel, hasBlockTimer } from '../../../lib/block-format';

type BlockHeadProps = { nombre: string; descanso: number | null; formato: FormatoBloque | undefined; onTimer?: () => void };

/** A block's name, its type in words ("EMOM 10 min") or its rest, and the button that opens its timer. */
export function BlockHead({ nombre, descanso, formato, onTimer }: BlockHeadProps) {
  const label = formatLabel(formato);
  return (
    <Head>
      <Title>
        <h2>{nombre}</h2>
        {label ? <span>{label}</span> : descanso !== null && descanso > 0 && <span>Descanso: {descanso} s</span>}
      </Title>
      {hasBlockTimer(formato) && onTimer && (
        <Button type="button" $variant="secondary" onClick={onTimer}>
          <Timer size={20} aria-hidden="true" />
          Iniciar temporizador
        </Button>
      )}
    </Head>
  );
}

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 12px;
`;

const Title = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 12px;
  h2 { font-size: 1.2rem; font-weight: 750; }
  span { color: ${({ theme }) => theme.colors.textMuted}; font-weight: 650; white-space: nowrap; }
`;
