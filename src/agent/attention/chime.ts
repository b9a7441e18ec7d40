let audio: AudioContext | null = null;

/** A short two-note chime from Web Audio: no sound file to download. Silent where audio is not allowed. */
export function playChime(): void {
  try {
    audio ??= new AudioContext();
    void audio.resume();
    const start = audio.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.18, 1175],
    ] as const) {
      const tone = audio.createOscillator();
      const volume = audio.createGain();
      tone.frequency.value = frequency;
      volume.gain.setValueAtTime(0.15, start + offset);
      volume.gain.exponentialRampToValueAtTime(0.001, start + offset + 0.3);
      tone.connect(volume).connect(audio.destination);
      tone.start(start + offset);
      tone.stop(start + offset + 0.3);
    }
  } catch {
    // No Web Audio (or blocked): the title and the notification still tell.
  }
}
