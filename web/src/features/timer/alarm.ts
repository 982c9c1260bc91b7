/** Rest-over signal: a short Web Audio beep and a vibration, wherever the device allows each. */

type AudioContextCtor = typeof AudioContext;
let audio: AudioContext | null = null;

function audioContextCtor(): AudioContextCtor | undefined {
  if (typeof window === 'undefined') return undefined;
  return window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextCtor }).webkitAudioContext;
}

/** Creates or resumes the audio context; call it inside a tap so mobile browsers allow sound later. */
export function prepareAlarm(): void {
  try {
    const Ctor = audioContextCtor();
    if (!Ctor) return;
    audio ??= new Ctor();
    if (audio.state === 'suspended') void audio.resume().catch(() => {});
  } catch {
    audio = null;
  }
}

function beep(context: AudioContext, startAt: number): void {
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = 880;
  gain.gain.setValueAtTime(0.0001, startAt);
  gain.gain.exponentialRampToValueAtTime(0.4, startAt + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, startAt + 0.25);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(startAt);
  oscillator.stop(startAt + 0.26);
}

export function ringAlarm(): void {
  try {
    prepareAlarm();
    if (audio) for (const offset of [0, 0.35, 0.7]) beep(audio, audio.currentTime + offset);
  } catch {
    // No sound on this device: the vibration and the bar disappearing still tell the member.
  }
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') navigator.vibrate([200, 100, 200]);
  } catch {
    // Some browsers throw instead of ignoring vibrate without a user gesture.
  }
}
