import { useState, type DragEvent } from 'react';

/** Pick or drop a recording file. */
export function RecordingPicker({ onFile }: { onFile: (file: File | undefined) => void }) {
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    onFile(event.dataTransfer.files[0]);
  };
  return (
    <div
      className={`replay-drop${dragging ? ' replay-drop--active' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <label htmlFor="recording-file">Recording file (.json)</label>
      <input
        id="recording-file"
        type="file"
        accept="application/json,.json"
        aria-describedby="drop-hint"
        onChange={(event) => {
          onFile(event.currentTarget.files?.[0]);
          event.currentTarget.value = '';
        }}
      />
      <p id="drop-hint" className="replay-muted">
        …or drop the file anywhere in this box.
      </p>
    </div>
  );
}
