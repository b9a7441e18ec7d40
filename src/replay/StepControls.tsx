interface StepControlsProps {
  selected: number;
  last: number;
  /** What the slider's position says, for screen readers and the line below it. */
  position: string;
  playing: boolean;
  scrub: (index: number) => void;
  play: () => void;
  pause: () => void;
}

/** The slider (arrow keys, Page Up/Down, Home/End), Previous/Next and Play/Pause. */
export function StepControls({ selected, last, position, playing, scrub, play, pause }: StepControlsProps) {
  return (
    <>
      <div className="replay-controls">
        <label htmlFor="replay-scrub" className="replay-controls__label">
          Step
        </label>
        <input
          id="replay-scrub"
          type="range"
          min={-1}
          max={last}
          step={1}
          value={selected}
          aria-valuetext={position}
          onChange={(event) => scrub(Number(event.currentTarget.value))}
        />
        <button type="button" className="replay-button" onClick={() => scrub(selected - 1)} disabled={selected <= -1}>
          Previous
        </button>
        <button type="button" className="replay-button" onClick={() => scrub(selected + 1)} disabled={selected >= last}>
          Next
        </button>
        <button
          type="button"
          className="replay-button replay-button--primary"
          onClick={playing ? pause : play}
          disabled={last < 0}
        >
          {playing ? 'Pause' : 'Play'}
        </button>
      </div>
      <p className="replay-position" aria-live="polite" aria-atomic="true">
        {playing ? 'Playing. ' : ''}
        {position}
      </p>
    </>
  );
}
