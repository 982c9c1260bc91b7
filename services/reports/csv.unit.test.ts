import { describe, expect, it } from 'vitest';
import { CSV_EN, csvAmount, csvCell, csvDate, csvDocument, csvFormatOf } from './csv';

describe('csvCell', () => {
  it('leaves plain text, accents and numbers as they are', () => {
    expect(csvCell('Créditos')).toBe('Créditos');
    expect(csvCell('Ñandú Pérez')).toBe('Ñandú Pérez');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
  });

  it('quotes a cell with the separator, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('Gómez; Ana')).toBe('"Gómez; Ana"');
    expect(csvCell('Gómez, Ana')).toBe('Gómez, Ana');
    expect(csvCell('dijo "hola"')).toBe('"dijo ""hola"""');
    expect(csvCell('una\nlínea')).toBe('"una\nlínea"');
  });

  it.each(['=HYPERLINK("http://x")', '+54 11', '-2+3', '@SUM(A1)', '\tcmd'])('prefixes a would-be formula with a quote: %s', (text) => {
    expect(csvCell(text).replace(/^"/, '').startsWith(`'${text[0]}`)).toBe(true);
  });

  it('keeps a negative or decimal amount a number', () => {
    expect(csvCell('-30000')).toBe('-30000');
    expect(csvCell('-1234,50')).toBe('-1234,50');
    expect(csvCell('-1 OR 1')).toBe("'-1 OR 1");
  });

  it('still quotes a guarded formula that holds a separator', () => {
    expect(csvCell('=1;2')).toBe(`"'=1;2"`);
  });
});

describe('csvDocument', () => {
  it('starts with the UTF-8 BOM, joins with ";" and ends rows with CRLF', () => {
    expect(csvDocument(['Socio', 'Créditos'], [['Ana', 3], ['Luz; Sol', null]])).toBe('\uFEFFSocio;Créditos\r\nAna;3\r\n"Luz; Sol";\r\n');
  });
});

describe('csvDate and csvAmount', () => {
  it('writes dd/mm/aaaa and es-AR amounts', () => {
    expect(csvDate('2026-11-05')).toBe('05/11/2026');
    expect(csvAmount(109000)).toBe('109000');
    expect(csvAmount(-30000)).toBe('-30000');
    expect(csvAmount(1234.5)).toBe('1234,50');
  });
});

describe('the comma dialect (separador=coma)', () => {
  it('joins with ",", quotes cells holding a comma, and writes amounts with a decimal point', () => {
    expect(csvDocument(['Socio', 'Importe'], [['Gómez, Ana', csvAmount(1234.5, CSV_EN)], ['Luz; Sol', csvAmount(-30000, CSV_EN)]], CSV_EN))
      .toBe('\uFEFFSocio,Importe\r\n"Gómez, Ana",1234.50\r\nLuz; Sol,-30000\r\n');
    expect(csvCell('-1234.50', ',')).toBe('-1234.50');
  });

  it('reads the separador of a query: puntoycoma by default, coma, else a Spanish 400', () => {
    expect(csvFormatOf(undefined)).toEqual({ separator: ';', decimal: ',' });
    expect(csvFormatOf('puntoycoma')).toEqual({ separator: ';', decimal: ',' });
    expect(csvFormatOf('coma')).toEqual(CSV_EN);
    expect(() => csvFormatOf('tab')).toThrow(expect.objectContaining({ status: 400, code: 'CSV_SEPARATOR_UNKNOWN' }));
  });
});
