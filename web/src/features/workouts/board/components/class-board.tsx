import { useState } from 'react';
import { Spinner } from '../../../../components/spinner';
import { errorDetail } from '../../../../lib/api-client';
import { localDate } from '../../../../lib/calendar-date';
import { useBoard } from '../api/get-board';
import { useLogBoardSet, usePendingBoardSets } from '../api/log-board-set';
import { useLiveRecords } from '../use-live-records';
import { BoardBlock } from './board-block';
import { BoardHeader } from './board-header';
import { Alert, Muted } from './board.styles';
import { DayPicker } from './day-picker';
import type { CellChoice } from './exercise-table';
import { RecordCelebration } from './record-celebration';
import { SetEntryDialog } from './set-entry-dialog';

/** One class's pizarra: its plan day block by block, each present member's targets and sets, live. */
export function ClassBoard({ horarioId, fecha }: { horarioId: number; fecha: string }) {
  const board = useBoard(horarioId, fecha);
  const pizarra = board.data;
  const records = useLiveRecords(pizarra);
  const sending = usePendingBoardSets(horarioId, fecha);
  const [changingDay, setChangingDay] = useState(false);
  const [entering, setEntering] = useState<CellChoice | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const log = useLogBoardSet(horarioId, fecha, (entry, error) => setRefusal(`No se guardó la serie de ${entry.nombre}: ${errorDetail(error)}`));

  const header = <BoardHeader pizarra={pizarra} refetchFailed={board.isRefetchError} onChangeDay={pizarra?.dia && !changingDay ? () => setChangingDay(true) : undefined} />;
  if (!pizarra) {
    return (
      <>
        {header}
        {board.isError ? <Alert role="alert">{errorDetail(board.error)}</Alert> : <Spinner $size={40} />}
      </>
    );
  }

  const { dia, socios } = pizarra;
  // The studio's people live on its calendar: the device's day is the studio's (lib/calendar-date).
  const takesResults = fecha === localDate(new Date());
  return (
    <>
      {header}
      <RecordCelebration records={records} />
      {refusal && <Alert role="alert">{refusal}</Alert>}
      {!takesResults && dia && <Muted>Es la pizarra de otro día: los resultados se cargan el día de la clase.</Muted>}
      {(!dia || changingDay) && <DayPicker horarioId={horarioId} fecha={fecha} current={dia} onDone={dia ? () => setChangingDay(false) : undefined} />}
      {socios.length === 0 ? (
        <Muted>Todavía no hay socios presentes. Se suman cuando les das el presente en la consola.</Muted>
      ) : (
        dia && !changingDay && dia.bloques.map((bloque) => <BoardBlock key={bloque.id} bloque={bloque} socios={socios} sending={sending} onEnter={takesResults ? setEntering : undefined} />)
      )}
      {entering && (
        <SetEntryDialog
          choice={entering}
          onClose={() => setEntering(null)}
          onSave={(entry) => {
            setEntering(null);
            setRefusal(null);
            log.mutate(entry);
          }}
        />
      )}
    </>
  );
}
