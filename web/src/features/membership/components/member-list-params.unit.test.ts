import { describe, expect, it } from 'vitest';
import { exportHref, filterOf, listQueryFrom, sortValue, withParam, withSort } from './member-list-params';

const params = (s: string) => new URLSearchParams(s);

describe('Usuarios URL params', () => {
  it('reads the server query from the URL, dropping unknown and empty keys, adding the page size', () => {
    expect(listQueryFrom(params('estado=sin_paquete&q=%20ana%20&grupo=&foo=1&pagina=2'))).toEqual({ estado: 'sin_paquete', q: 'ana', pagina: '2', por_pagina: '25' });
  });

  it('goes back to page 1 on any change but the page, and removes a cleared filter', () => {
    expect(withParam(params('estado=sin_creditos&pagina=3'), 'grupo', '4').toString()).toBe('estado=sin_creditos&grupo=4');
    expect(withParam(params('estado=sin_creditos&pagina=3'), 'estado', null).toString()).toBe('');
    expect(withParam(params('estado=sin_creditos'), 'pagina', '2').toString()).toBe('estado=sin_creditos&pagina=2');
  });

  it('maps the sort select to orden and dir and back', () => {
    expect(withSort(params('pagina=2'), 'creditos:desc').toString()).toBe('orden=creditos&dir=desc');
    expect(withSort(params('orden=vence&dir=desc'), 'nombre').toString()).toBe('');
    expect(sortValue(params('orden=creditos&dir=desc'))).toBe('creditos:desc');
    expect(sortValue(params(''))).toBe('nombre');
    expect(withSort(params('estado=sin_venir'), 'ultima_clase').toString()).toBe('estado=sin_venir&orden=ultima_clase');
  });

  it('exports and bulk-assigns the filter, not the page', () => {
    const query = { estado: 'vence_semana', grupo: '2', orden: 'vence', pagina: '3', por_pagina: '25' };
    expect(filterOf(query)).toEqual({ estado: 'vence_semana', grupo: '2' });
    expect(exportHref(query)).toBe('/api/reportes/exportarUsuarios?estado=vence_semana&grupo=2&orden=vence');
    expect(exportHref({ por_pagina: '25' })).toBe('/api/reportes/exportarUsuarios');
  });
});
