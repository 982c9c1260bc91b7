// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../styles/theme';
import type { PersonalRecord } from '../api/log-set';
import { RecordBanner } from './record-banner';

afterEach(cleanup);

const weight = (ejercicio: string, valor: number, anterior: number): PersonalRecord => ({ tipo: 'peso_maximo', ejercicio, valor, anterior, peso: valor, repeticiones: 8 });

describe('the record banner', () => {
  it('is one compact card in the flow: the exercise beaten last, the others on demand, one line per exercise', () => {
    const onDismiss = vi.fn();
    const records = [weight('Sentadilla', 32.5, 22.5), { ...weight('Sentadilla', 41.2, 31.5), tipo: 'e1rm' as const }, weight('Press de banca', 25, 15)];
    render(
      <ThemeProvider theme={theme}>
        <RecordBanner records={records} onDismiss={onDismiss} />
      </ThemeProvider>,
    );
    const banner = screen.getByRole('status', { name: 'Récords de hoy' });
    expect(within(banner).getByText('¡Récords en 2 ejercicios!')).toBeTruthy();
    expect(within(banner).getByText('Press de banca: nuevo peso máximo, 25 kg (antes 15 kg)')).toBeTruthy();
    expect(within(banner).queryByText(/^Sentadilla/)).toBeNull();
    // Not pinned over the sets being logged.
    expect(getComputedStyle(banner).position).not.toBe('sticky');

    fireEvent.click(within(banner).getByRole('button', { name: 'Ver 1 récord más' }));
    expect(within(banner).getByText('Sentadilla: nuevo peso máximo, 32,5 kg (antes 22,5 kg) y 1RM estimado 41,2 kg')).toBeTruthy();
    fireEvent.click(within(banner).getByRole('button', { name: 'Cerrar récords' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
