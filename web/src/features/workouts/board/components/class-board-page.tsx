import { useParams } from 'react-router-dom';
import { isFecha } from '../../../../lib/calendar-date';
import { BoardHeader } from './board-header';
import { Alert, Screen } from './board.styles';
import { ClassBoard } from './class-board';

/** /profesor/pizarra/:horarioId/:fecha, full screen (no shell): the board a TV or a tablet shows during a class. */
export function ClassBoardPage() {
  const params = useParams();
  const horarioId = Number(params.horarioId);
  const fecha = params.fecha ?? null;
  const valid = Number.isInteger(horarioId) && horarioId > 0 && isFecha(fecha);
  return (
    <Screen>
      {valid ? (
        <ClassBoard key={`${horarioId}/${fecha}`} horarioId={horarioId} fecha={fecha} />
      ) : (
        <>
          <BoardHeader pizarra={undefined} refetchFailed={false} />
          <Alert role="alert">No encontramos esa clase: revisa el enlace o ábrela desde la consola.</Alert>
        </>
      )}
    </Screen>
  );
}
