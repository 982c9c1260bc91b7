export type { ClassDay, ConsoleClass, HistorialEntry, MemberMatch, RosterEntry } from '../../../../../contract/attendance';
