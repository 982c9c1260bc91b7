import { describe, expect, it } from 'vitest';
import { peopleSentence } from './people-affected';

describe('who a cancelled or moved class reaches', () => {
  it('says nobody is booked', () => {
    expect(peopleSentence({ booked: [], waiting: 0 }, false)).toBe('No hay socios anotados.');
  });

  it('names one member in the singular', () => {
    expect(peopleSentence({ booked: ['Ana Gómez'], waiting: 0 }, false)).toBe('Hay 1 socio anotado: Ana Gómez. Le avisamos y le devolvemos el crédito.');
  });

  it('names up to three and counts the rest, then the waitlist', () => {
    expect(peopleSentence({ booked: ['Ana Gómez', 'Bea Sosa'], waiting: 1 }, false)).toBe(
      'Hay 2 socios anotados: Ana Gómez y Bea Sosa. Les avisamos y les devolvemos el crédito. 1 socio en lista de espera sale de ella.',
    );
    expect(peopleSentence({ booked: ['A', 'B', 'C', 'D', 'E'], waiting: 2 }, false)).toBe(
      'Hay 5 socios anotados: A, B, C y 2 más. Les avisamos y les devolvemos el crédito. 2 socios en lista de espera salen de ella.',
    );
  });

  it('a move says the bookings follow the class', () => {
    expect(peopleSentence({ booked: ['Ana Gómez'], waiting: 1 }, true)).toBe(
      'Hay 1 socio anotado: Ana Gómez. Su reserva pasa a la nueva hora y le avisamos; si no puede pasar (sin lugar o con otra clase a esa hora), recupera el crédito. 1 socio en lista de espera pasa a la nueva clase.',
    );
    expect(peopleSentence({ booked: ['Ana Gómez', 'Bea Sosa'], waiting: 0 }, true)).toBe(
      'Hay 2 socios anotados: Ana Gómez y Bea Sosa. Sus reservas pasan a la nueva hora y les avisamos; quien no pueda pasar (sin lugar o con otra clase a esa hora) recupera el crédito.',
    );
    expect(peopleSentence({ booked: [], waiting: 0 }, true)).toBe('No hay socios anotados.');
  });
});
