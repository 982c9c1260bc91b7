import { countOf, plural } from '../../lib/plural';

/** Who a class going away reaches: the members booked (by name) and how many wait for a place. */
export type PeopleAffected = { booked: string[]; waiting: number };

// A confirmation names a few people; a longer list is a count the admin reads at a glance.
const NAMES_SHOWN = 3;

function names(list: string[]): string {
  const shown = list.slice(0, NAMES_SHOWN);
  const rest = list.length - shown.length;
  if (rest > 0) return `${shown.join(', ')} y ${rest} más`;
  return shown.length === 1 ? shown[0]! : `${shown.slice(0, -1).join(', ')} y ${shown.at(-1)}`;
}

/**
 * What a confirmation says about the people: 'Hay 2 socios anotados: Ana Gómez y Bea Sosa. Les avisamos y les
 * devolvemos el crédito.' A moved class keeps its people, so its sentence says their bookings follow it.
 */
export function peopleSentence(people: PeopleAffected, moved: boolean): string {
  const { booked, waiting } = people;
  const waitingText = waiting === 0 ? '' : ` ${countOf(waiting, 'socio', 'socios')} en lista de espera ${moved ? plural(waiting, 'pasa', 'pasan') + ' a la nueva clase' : plural(waiting, 'sale de ella', 'salen de ella')}.`;
  if (booked.length === 0) return `No hay socios anotados.${waitingText}`;
  const who = `${plural(booked.length, 'Hay 1 socio anotado', `Hay ${booked.length} socios anotados`)}: ${names(booked)}.`;
  const what = moved
    ? plural(booked.length, ' Su reserva pasa a la nueva hora y le avisamos; si no puede pasar (sin lugar o con otra clase a esa hora), recupera el crédito.', ' Sus reservas pasan a la nueva hora y les avisamos; quien no pueda pasar (sin lugar o con otra clase a esa hora) recupera el crédito.')
    : ` ${plural(booked.length, 'Le avisamos y le devolvemos el crédito.', 'Les avisamos y les devolvemos el crédito.')}`;
  return `${who}${what}${waitingText}`;
}
