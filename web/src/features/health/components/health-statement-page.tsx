import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { questionsOf, type HealthFormKind } from '../../../../../contract/health-questions';
import { healthStatusQuery } from '../../../api/health/health-status';
import { Button } from '../../../components/button';
import { Card, CardHeader, CardTitle } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { Field, FieldLabel } from '../../../components/field';
import { Page, PageSubtitle, PageTitle } from '../../../components/page';
import { Segment, Segmented } from '../../../components/segmented';
import { TextField } from '../../../components/text-field';
import { errorDetail } from '../../../lib/api-client';
import { useSubmitStatement } from '../api/health-statement';
import { ChoiceRow } from '../../../components/choice-row';
import { Alert, Muted, Saved, Stack, TextArea } from './form-parts';
import { expiryText, StatementStanding } from './statement-standing';

/** /salud: her sworn health statement, adult or minor, with the certificate when a condition is declared. */
export function HealthStatementPage() {
  const status = useQuery(healthStatusQuery());
  return (
    <Page>
      <header>
        <PageTitle>Declaración jurada de salud</PageTitle>
        <PageSubtitle>El estudio la guarda para entrenarte con cuidado. Solo la ven tú y los administradores.</PageSubtitle>
      </header>
      {status.isPending && <EmptyState role="status">Cargando...</EmptyState>}
      {status.isError && <Alert role="alert">Error cargando datos: {errorDetail(status.error)}</Alert>}
      {status.data && (
        <Stack>
          <StatementStanding status={status.data} />
          <StatementForm certificateAlways={status.data.certificado_siempre} />
        </Stack>
      )}
    </Page>
  );
}

type Answers = Record<string, boolean | undefined>;

function StatementForm({ certificateAlways }: { certificateAlways: boolean }) {
  const submit = useSubmitStatement();
  const [form, setForm] = useState<HealthFormKind>('adulto');
  const [answers, setAnswers] = useState<Answers>({});
  const [condition, setCondition] = useState('');
  const [contact, setContact] = useState({ nombre: '', telefono: '' });
  const [guardian, setGuardian] = useState({ nombre: '', dni: '' });
  const [certificate, setCertificate] = useState<File | null>(null);
  const questions = questionsOf(form);
  const declares = questions.some((q) => answers[q.id]) || condition.trim() !== '';
  const send = () =>
    submit.mutateAsync({
      formulario: form,
      respuestas: questions.filter((q) => answers[q.id] !== undefined).map((q) => ({ id: q.id, si: answers[q.id]! })),
      condicion: condition,
      contacto_emergencia: contact,
      tutor: form === 'menor' ? guardian : null,
      certificado: certificate,
    });
  if (submit.isSuccess) return <Saved role="status">Guardamos tu declaración: vale hasta el {expiryText(submit.data.declaracion!.vence)}.</Saved>;
  return (
    <form onSubmit={(e) => (e.preventDefault(), void send().catch(() => {}))}>
      <Stack>
        <Segmented role="group" aria-label="Quién declara">
          <Segment $selected={form === 'adulto'} aria-pressed={form === 'adulto'} onClick={() => setForm('adulto')}>Adulto</Segment>
          <Segment $selected={form === 'menor'} aria-pressed={form === 'menor'} onClick={() => setForm('menor')}>Menor de edad</Segment>
        </Segmented>
        {form === 'menor' && <Muted>Responde por el menor. La declaración la firma su madre, padre o tutor.</Muted>}
        <Card aria-label="Preguntas">
          {questions.map((q) => (
            <Question key={q.id} role="radiogroup" aria-label={q.texto}>
              <p>{q.texto}</p>
              <ChoiceRow><input type="radio" name={q.id} checked={answers[q.id] === true} onChange={() => setAnswers({ ...answers, [q.id]: true })} />Sí</ChoiceRow>
              <ChoiceRow><input type="radio" name={q.id} checked={answers[q.id] === false} onChange={() => setAnswers({ ...answers, [q.id]: false })} />No</ChoiceRow>
            </Question>
          ))}
          <Field>
            <FieldLabel htmlFor="condicion">Si respondiste que sí, describe la condición, la medicación o la lesión</FieldLabel>
            <TextArea id="condicion" value={condition} maxLength={2000} onChange={(e) => setCondition(e.target.value)} />
          </Field>
        </Card>
        <Card aria-label="Contacto de emergencia">
          <CardHeader><CardTitle>Contacto de emergencia</CardTitle></CardHeader>
          <TextField label="Nombre" value={contact.nombre} maxLength={120} onChange={(e) => setContact({ ...contact, nombre: e.target.value })} />
          <TextField label="Teléfono" type="tel" value={contact.telefono} maxLength={40} onChange={(e) => setContact({ ...contact, telefono: e.target.value })} />
        </Card>
        {form === 'menor' && (
          <Card aria-label="Madre, padre o tutor">
            <CardHeader><CardTitle>Madre, padre o tutor</CardTitle></CardHeader>
            <TextField label="Nombre y apellido del tutor" value={guardian.nombre} maxLength={120} onChange={(e) => setGuardian({ ...guardian, nombre: e.target.value })} />
            <TextField label="DNI del tutor" inputMode="numeric" value={guardian.dni} maxLength={20} onChange={(e) => setGuardian({ ...guardian, dni: e.target.value })} />
          </Card>
        )}
        <Field>
          <FieldLabel htmlFor="certificado">Certificado médico (apto físico), foto o PDF</FieldLabel>
          <FileInput id="certificado" type="file" accept="image/*,application/pdf" onChange={(e) => setCertificate(e.target.files?.[0] ?? null)} />
          <Muted>{certificateAlways ? 'El estudio lo pide siempre.' : declares ? 'Como declaraste una condición, adjúntalo.' : 'Solo hace falta si declaras una condición.'}</Muted>
        </Field>
        <ChoiceRow>
          <input type="checkbox" required />
          Declaro bajo juramento que los datos son verdaderos
        </ChoiceRow>
        {submit.isError && <Alert role="alert">{errorDetail(submit.error)}</Alert>}
        <div>
          <Button type="submit" disabled={submit.isPending}>{submit.isPending ? 'Enviando...' : 'Enviar declaración'}</Button>
        </div>
      </Stack>
    </form>
  );
}

const FileInput = styled.input`
  max-width: 100%;
  min-height: 44px;
`;

const Question = styled.div`
  display: grid;
  grid-template-columns: auto auto 1fr;
  column-gap: 20px;
  padding: 8px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  p {
    grid-column: 1 / -1;
    font-weight: 600;
  }
`;
