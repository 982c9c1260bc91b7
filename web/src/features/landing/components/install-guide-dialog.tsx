import { Smartphone } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import type { Platform } from '../install-steps';
import { detectPlatform, installSteps, platformNames } from '../install-steps';
import { CopyUrlField } from './copy-url-field';
import { Segment, Segmented } from '../../../components/segmented';

export function InstallGuideDialog() {
  const [platform, setPlatform] = useState<Platform>(() => detectPlatform(navigator.userAgent));
  const appUrl = window.location.origin;

  return (
    <Dialog
      title="Instala la app en tu teléfono"
      description="Sigue estos pasos para tenerla en tu pantalla de inicio."
      trigger={
        <Button $variant="ghost" $block>
          <Smartphone size={20} aria-hidden="true" />
          ¿Cómo instalar la app?
        </Button>
      }
    >
      <Segmented role="group" aria-label="Sistema del teléfono">
        {(Object.keys(installSteps) as Platform[]).map((option) => (
          <Segment key={option} aria-pressed={platform === option} $selected={platform === option} onClick={() => setPlatform(option)}>
            {platformNames[option]}
          </Segment>
        ))}
      </Segmented>
      <Steps>
        {installSteps[platform].map((step, index) => (
          <Step key={step}>
            <StepNumber aria-hidden="true">{index + 1}</StepNumber>
            <StepBody>
              {step}
              {index === 0 && <CopyUrlField url={appUrl} />}
            </StepBody>
          </Step>
        ))}
      </Steps>
    </Dialog>
  );
}



const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

const Step = styled.li`
  display: flex;
  gap: 12px;
  align-items: flex-start;
`;

const StepNumber = styled.span`
  flex-shrink: 0;
  display: grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: 800;
  font-size: 0.9rem;
`;

const StepBody = styled.div`
  flex: 1;
  min-width: 0;
  padding-top: 2px;
`;
