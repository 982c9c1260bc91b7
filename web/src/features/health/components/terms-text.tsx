import styled from 'styled-components';
import { Card, CardHeader, CardTitle } from '../../../components/card';

/** The terms and the waiver as the studio wrote them, line breaks kept. */
export function TermsText({ terms }: { terms: { terminos: string; deslinde: string; version: number } }) {
  return (
    <>
      {terms.terminos && (
        <Card aria-label="Términos y condiciones">
          <CardHeader><CardTitle>Términos y condiciones</CardTitle></CardHeader>
          <Text>{terms.terminos}</Text>
        </Card>
      )}
      {terms.deslinde && (
        <Card aria-label="Deslinde de responsabilidad">
          <CardHeader><CardTitle>Deslinde de responsabilidad</CardTitle></CardHeader>
          <Text>{terms.deslinde}</Text>
        </Card>
      )}
    </>
  );
}

const Text = styled.p`
  white-space: pre-wrap;
  line-height: 1.5;
`;
