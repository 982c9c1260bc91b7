/** An exercise name as history, records and "last time" match it: trimmed, single spaces, lower case. */
export const exerciseKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('es');
