/** Where a rebuild is: events folded so far out of those in the log when it started. */
export interface RebuildProgress {
  phase: 'folding' | 'indexing' | 'swapping' | 'done';
  done: number;
  total: number;
  perSecond: number;
  /** Seconds left at the current pace; undefined before there is a pace. */
  secondsLeft: number | undefined;
}

/** Counts folded events and works out the pace since the start. */
export class ProgressMeter {
  private done = 0;
  private phase: RebuildProgress['phase'] = 'folding';
  private readonly started = performance.now();

  constructor(
    private total: number,
    private readonly report: (progress: RebuildProgress) => void,
  ) {}

  add(events: number, phase: RebuildProgress['phase'] = this.phase): void {
    this.done += events;
    this.total = Math.max(this.total, this.done);
    this.emit(phase);
  }

  emit(phase: RebuildProgress['phase']): void {
    this.phase = phase;
    const seconds = (performance.now() - this.started) / 1000;
    const perSecond = seconds > 0 ? this.done / seconds : 0;
    const secondsLeft = perSecond > 0 ? (this.total - this.done) / perSecond : undefined;
    this.report({ phase, done: this.done, total: this.total, perSecond, secondsLeft });
  }
}

const PHASES: Record<RebuildProgress['phase'], string> = {
  folding: 'plegando',
  indexing: 'creando índices',
  swapping: 'intercambiando tablas',
  done: 'listo',
};

const number = (n: number) => Math.round(n).toLocaleString('es-AR');

/** One line, in Spanish: "45.000 / 100.000 eventos · 21.345 eventos/s · faltan 3 s · plegando". */
export function formatProgress(p: RebuildProgress): string {
  const left = p.secondsLeft === undefined || p.phase === 'done' ? '' : ` · faltan ${Math.ceil(p.secondsLeft)} s`;
  return `${number(p.done)} / ${number(p.total)} eventos · ${number(p.perSecond)} eventos/s${left} · ${PHASES[p.phase]}`;
}

/**
 * Progress on a terminal: one line rewritten in place on a TTY; on anything else (a log, a pipe) plain lines,
 * at most one per `everyMs`, plus the phase changes, so the output stays readable.
 */
export function terminalProgress(stream: NodeJS.WriteStream = process.stdout, everyMs = 2000): (p: RebuildProgress) => void {
  let lastLine = 0;
  let lastPhase: RebuildProgress['phase'] | undefined;
  return (p) => {
    const now = performance.now();
    const changed = p.phase !== lastPhase;
    if (stream.isTTY) {
      if (!changed && now - lastLine < 100 && p.phase !== 'done') return;
      stream.write(`\r\x1b[2K${formatProgress(p)}${p.phase === 'done' ? '\n' : ''}`);
    } else {
      if (!changed && now - lastLine < everyMs) return;
      stream.write(`${formatProgress(p)}\n`);
    }
    lastLine = now;
    lastPhase = p.phase;
  };
}
