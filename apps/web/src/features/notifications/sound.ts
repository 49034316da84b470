const KEY = 'fleet.notifications.sound';

export function soundEnabled(): boolean {
  return localStorage.getItem(KEY) !== '0';
}

export function setSoundEnabled(on: boolean): void {
  localStorage.setItem(KEY, on ? '1' : '0');
}

/** A short two-tone chime (Web Audio: no file to download); silent when the browser blocks audio. */
export function playChime(): void {
  try {
    const context = new AudioContext();
    const gain = context.createGain();
    gain.gain.value = 0.08;
    gain.connect(context.destination);
    [880, 660].forEach((frequency, index) => {
      const oscillator = context.createOscillator();
      oscillator.frequency.value = frequency;
      oscillator.connect(gain);
      oscillator.start(context.currentTime + index * 0.18);
      oscillator.stop(context.currentTime + index * 0.18 + 0.16);
    });
    setTimeout(() => void context.close(), 1_000);
  } catch {
    // No audio: the toast still shows.
  }
}
