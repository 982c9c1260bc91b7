import type { Pizarra, SocioPizarra } from '../../../../../../contract/class-board';

/** Monday 16 November 2026's 18:00 Funcional, on day 2 of "Fuerza A", with Ana and Bea checked in. */
export const boardFixture: Pizarra = {
  clase: { horario_id: 3, fecha: '2026-11-16', hora: '18:00', disciplina: 'Funcional' },
  dia: {
    planificacion_id: 7,
    planificacion: 'Fuerza A',
    dia_id: 12,
    dia: 'Semana 1 · Día 2',
    bloques: [
      {
        id: 1,
        nombre: 'Fuerza',
        formato: null,
        ejercicios: [
          {
            id: 10,
            nombre: 'Sentadilla',
            series: [
              { id: 101, numero: 1, repeticiones: '8', peso: 60 },
              { id: 102, numero: 2, repeticiones: '8', peso: 60, rir: 2 },
            ],
          },
        ],
      },
      { id: 2, nombre: 'Final', formato: { tipo: 'emom', minutos: 10 }, ejercicios: [{ id: 20, nombre: 'Burpees', series: [{ id: 201, numero: 1, repeticiones: '12', peso: 0 }] }] },
    ],
  },
  socios: [
    {
      clerk_user_id: 'user_ana',
      nombre: 'Ana Gómez',
      objetivos: [
        { serie_id: 101, kg: 62.5, repeticiones: '8', origen: 'maximo' },
        { serie_id: 102, kg: 62.5, repeticiones: '8', origen: 'maximo', rir: 2 },
        { serie_id: 201, kg: null, repeticiones: '12', origen: null },
      ],
      hechas: [{ serie_id: 101, repeticiones: 8, peso: 62.5, records: [] }],
    },
    {
      clerk_user_id: 'user_bea',
      nombre: 'Bea Paz',
      objetivos: [
        { serie_id: 101, kg: 40, repeticiones: '10', origen: 'ultima_vez', rpe: 8 },
        { serie_id: 102, kg: 40, repeticiones: '10', origen: 'ultima_vez' },
        { serie_id: 201, kg: null, repeticiones: '12', origen: null },
      ],
      hechas: [{ serie_id: 101, repeticiones: 10, peso: 42.5, records: ['peso_maximo'] }],
    },
  ],
};

/** The same board after one more set of a member's (what a refetch brings when she logs it). */
export function withSet(board: Pizarra, clerkUserId: string, hecha: SocioPizarra['hechas'][number]): Pizarra {
  return {
    ...board,
    socios: board.socios.map((s) => (s.clerk_user_id === clerkUserId ? { ...s, hechas: [...s.hechas.filter((h) => h.serie_id !== hecha.serie_id), hecha] } : s)),
  };
}
