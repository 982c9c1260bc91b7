/**
 * A set's weight as the viewer and the editor show it: whole kg, or "—" for a bodyweight set (peso 0), which
 * "0 kg" made look like a mistake.
 */
export const formatWeight = (peso: number): string => (peso > 0 ? `${peso} kg` : '—');

/** What a screen reader says for the same cell. */
export const weightLabel = (peso: number): string => (peso > 0 ? `${peso} kg` : 'Peso corporal');
