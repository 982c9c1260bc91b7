import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { ArrowLeft, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { PageTitle } from '../../../components/page';
import { errorDetail } from '../../../lib/api-client';
import type { EditOperation } from '../api/edit-plan';
import { useEditorPlan } from '../api/get-plan';
import { applyEditResult } from '../api/apply-change';
import type { ProgresionResult } from '../api/progression';
import type { EditResult, Planificacion } from '../api/types';
import { planEditorMachine } from '../machines/plan-editor.machine';
import type { progressionMachine } from '../machines/progression.machine';
import { AddBlockForm } from './add-forms';
import { BlockEditor } from './block-editor';
import { BusyOverlay } from './busy-overlay';
import { CopyTo } from './copy-to';
import { EditorContext } from './editor-context';
import { Banner } from './form-controls';
import { IconButton } from './icon-button';
import { ProgressionField, progresionOf, progressionUnreadable, type ProgressionDraft } from './progression-field';
import { ProgressionDialog, ProgressionLauncher } from './progression-dialog';
import { initialProgressionForm } from './progression-form';
import { ErrorText, InlineEditor } from './inline-editor';
import { TabBar } from './tab-bar';
import { planKeys, planListKey } from '../../../api/route-keys';

type Question = { description: string; action: () => void };

/** docs/product.md §2 plan editor: name, week tabs, day tabs, the day's blocks; state in planEditorMachine. */
export function PlanEditor({ planId, onBack }: { planId: number; onBack: () => void }) {
  const queryClient = useQueryClient();
  const plan = useEditorPlan(planId);
  const [question, setQuestion] = useState<Question | null>(null);
  const [duplicateStep, setDuplicateStep] = useState<ProgressionDraft>({ valor: '', tipo: 'kg' });
  const machine = useMemo(
    () =>
      planEditorMachine.provide({
        actions: {
          planChanged: (_, result: EditResult | ProgresionResult) => {
            queryClient.setQueryData<Planificacion>(planKeys.of(planId), (held) => held && applyEditResult(held, result));
            void queryClient.invalidateQueries({ queryKey: planListKey });
          },
          refresh: () => void queryClient.invalidateQueries({ queryKey: planKeys.of(planId) }),
        },
      }),
    [queryClient, planId],
  );
  const [snapshot, send] = useMachine(machine, { input: { planId } });
  const ctx = snapshot.context;
  const busy = snapshot.matches('saving') || snapshot.matches('deletingBlock');
  const progression = snapshot.children.progression as ActorRefFrom<typeof progressionMachine> | undefined;

  const api = useMemo(
    () => ({
      send,
      run: (operation: EditOperation) => send({ type: 'edit.run', operation }),
      ask: (description: string, action: () => void) => setQuestion({ description, action }),
      openBlockId: ctx.openBlockId,
    }),
    [send, ctx.openBlockId],
  );

  const back = (
    <Button $variant="secondary" onClick={onBack}>
      <ArrowLeft size={20} aria-hidden="true" />
      Planificaciones
    </Button>
  );
  if (plan.isPending) return <>{back}<EmptyState role="status">Cargando planificación...</EmptyState></>;
  if (plan.isError) return <>{back}<ErrorText role="alert">{errorDetail(plan.error) || 'No se encontró la planificación'}</ErrorText></>;

  const weeks = plan.data.semanas;
  const week = weeks.find((w) => w.id === ctx.weekId) ?? weeks[0] ?? null;
  const day = week?.dias.find((d) => d.id === ctx.dayId) ?? week?.dias[0] ?? null;
  const blocks = (day?.bloques ?? []).filter((b) => !ctx.hiddenBlockIds.includes(b.id));
  // Where a block can be copied: any day of any week ("Semana 2 · Día 1").
  const dayTargets = weeks.flatMap((w) => w.dias.map((d) => ({ id: d.id, nombre: `${w.nombre} · ${d.nombre}` })));

  return (
    <EditorContext.Provider value={api}>
      <Top>{back}</Top>
      <InlineEditor value={plan.data.nombre} label="nombre de la planificación" onSave={(nombre) => api.run({ type: 'renamePlan', planId, nombre })}>
        <PageTitle>{plan.data.nombre}</PageTitle>
      </InlineEditor>
      {ctx.failure && (
        <Banner $tone="danger" role="alert">
          <span>
            <strong>{ctx.failure.text}</strong>
            {ctx.failure.detail && ` — ${ctx.failure.detail}`}
          </span>
          <IconButton type="button" aria-label="Cerrar aviso" onClick={() => send({ type: 'failure.dismiss' })}>
            <X size={16} aria-hidden="true" />
          </IconButton>
        </Banner>
      )}
      <Section aria-label="Semanas">
        <TabBar
          label="Semanas"
          noun="semana"
          items={weeks}
          selectedId={week?.id ?? null}
          onSelect={(weekId) => send({ type: 'week.select', weekId })}
          onAdd={() => api.run({ type: 'addWeek', planId })}
          editing={ctx.editingWeeks}
          onEditToggle={() => send({ type: 'week.editToggle' })}
          onRename={(w, nombre) => api.run({ type: 'renameWeek', weekId: w.id, nombre })}
          // An unreadable progression is said under its field; duplicating then would make a plain copy unasked.
          onDuplicate={(w) => {
            if (!progressionUnreadable(duplicateStep)) api.run({ type: 'duplicateWeek', weekId: w.id, progresion: progresionOf(duplicateStep) });
          }}
          onDelete={(w) => api.ask(`Se eliminará "${w.nombre}" con sus días.`, () => api.run({ type: 'deleteWeek', weekId: w.id }))}
        />
        {ctx.editingWeeks && <ProgressionField draft={duplicateStep} onChange={setDuplicateStep} />}
        {weeks.length > 0 && (
          <ProgressionLauncher
            notice={ctx.notice}
            onOpen={() => send({ type: 'progression.open', form: initialProgressionForm(weeks, week?.id) })}
            onDismiss={() => send({ type: 'notice.dismiss' })}
          />
        )}
      </Section>
      {week ? (
        <Section aria-label="Días">
          <TabBar
            label="Días"
            noun="día"
            items={week.dias}
            selectedId={day?.id ?? null}
            onSelect={(dayId) => send({ type: 'day.select', dayId })}
            onAdd={() => api.run({ type: 'addDay', weekId: week.id })}
            editing={ctx.editingDays}
            onEditToggle={() => send({ type: 'day.editToggle' })}
            onDelete={(d) => api.ask(`Se eliminará "${d.nombre}" con sus bloques.`, () => api.run({ type: 'deleteDay', dayId: d.id }))}
          />
          {ctx.editingDays && day && (
            <CopyTo label={`Copiar ${day.nombre} a`} targets={weeks} onCopy={(weekId) => api.run({ type: 'copyDay', dayId: day.id, weekId })} />
          )}
        </Section>
      ) : (
        <EmptyState>Agrega una semana para empezar.</EmptyState>
      )}
      {day ? (
        <Blocks aria-label={`Bloques de ${day.nombre}`}>
          {blocks.length === 0 && <EmptyState>Este día no tiene bloques.</EmptyState>}
          {blocks.map((block) => <BlockEditor key={block.id} block={block} days={dayTargets} />)}
          <AddBlockForm onAdd={(nombre, descanso) => api.run({ type: 'addBlock', dayId: day.id, nombre, descanso })} />
        </Blocks>
      ) : (
        week && <EmptyState>Agrega un día a {week.nombre}.</EmptyState>
      )}
      {busy && <BusyOverlay />}
      <ProgressionDialog actor={progression} weeks={weeks} onClose={() => send({ type: 'progression.close' })} />
      <ConfirmDialog
        open={question !== null}
        onOpenChange={(open) => !open && setQuestion(null)}
        title="¿Estás seguro?"
        description={`${question?.description ?? ''} Esta acción no se puede deshacer.`}
        confirmLabel="Eliminar"
        onConfirm={() => question?.action()}
      />
    </EditorContext.Provider>
  );
}

const Top = styled.div`
  display: flex;
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Blocks = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

