import type { Planificacion } from '../api/types';

/** A small plan as the API serves it: 2 weeks, the first with 2 days. */
export const fuerzaInicial: Planificacion = {
  id: 7,
  nombre: 'Fuerza Inicial',
  visible: 1,
  semanas: [
    {
      id: 10, nombre: 'Semana 1', planificacion_id: 7,
      dias: [
        {
          id: 20, nombre: 'Día 1', semana_id: 10,
          bloques: [
            {
              id: 30, nombre: 'Bloque A', descanso: 90, dia_id: 20,
              ejercicios: [
                {
                  id: 40, nombre: 'Sentadilla', video: 'https://videos.example.com/sentadilla.mp4', notas: '', bloque_id: 30,
                  series: [
                    { id: 52, numero: 2, repeticiones: '10', peso: 45, ejercicio_id: 40 },
                    { id: 51, numero: 1, repeticiones: '12', peso: 40, ejercicio_id: 40 },
                  ],
                },
                { id: 41, nombre: 'Plancha', video: null, notas: '', bloque_id: 30, series: [] },
              ],
            },
          ],
        },
        { id: 21, nombre: 'Día 2', semana_id: 10, bloques: [{ id: 31, nombre: 'Bloque B', descanso: 60, dia_id: 21, ejercicios: [] }] },
      ],
    },
    { id: 11, nombre: 'Semana 2', planificacion_id: 7, dias: [] },
  ],
};
