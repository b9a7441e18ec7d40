import {
  keptWindow,
  latestWindow,
  MAX_ROWS,
  newerWindow,
  olderWindow,
  STEP,
} from '../../../../../../src/features/chat/model/messageWindow';

describe('the rows the log renders', () => {
  it.each([
    ['a short conversation: all of it', 12, { start: 0, end: 12 }],
    ['a long one: the newest MAX_ROWS', 10_000, { start: 10_000 - MAX_ROWS, end: 10_000 }],
    ['nothing yet', 0, { start: 0, end: 0 }],
  ])('%s', (_case, length, expected) => {
    expect(latestWindow(length)).toEqual(expected);
  });

  it.each([
    [
      'older rows come in above and the newest go once full',
      { start: 500, end: 500 + MAX_ROWS },
      { start: 500 - STEP, end: 500 - STEP + MAX_ROWS },
    ],
    ['a window not full yet grows', { start: 30, end: 40 }, { start: 30 - STEP, end: 40 }],
    ['it stops at the first message', { start: 5, end: 5 + MAX_ROWS }, { start: 0, end: MAX_ROWS }],
  ])('toward older messages: %s', (_case, window, expected) => {
    expect(olderWindow(window)).toEqual(expected);
  });

  it.each([
    [
      'newer rows come in below and the oldest go',
      { start: 100, end: 100 + MAX_ROWS },
      1000,
      { start: 100 + STEP, end: 100 + STEP + MAX_ROWS },
    ],
    ['it stops at the newest message', { start: 940, end: 990 }, 1000, { start: 950, end: 1000 }],
  ])('toward newer messages: %s', (_case, window, length, expected) => {
    expect(newerWindow(window, length)).toEqual(expected);
  });

  it('never renders more than MAX_ROWS, however it moves', () => {
    let window = latestWindow(10_000);
    for (let i = 0; i < 600; i++) window = olderWindow(window);
    expect(window).toEqual({ start: 0, end: MAX_ROWS });
    for (let i = 0; i < 600; i++) window = newerWindow(window, 10_000);
    expect(window).toEqual(latestWindow(10_000));
  });
});

describe('keeping the rows a reader is on when the timeline changes', () => {
  const keys =
    (length: number, offset = 0) =>
    (index: number) =>
      index >= 0 && index < length ? `m${index - offset}` : undefined;

  it('an older page shifts the window by what it added', () => {
    expect(keptWindow({ start: 20, end: 50 }, 'm20', keys(70, 10), 60, 70)).toEqual({ start: 30, end: 60 });
  });

  it('a window at the first message grows to show the older page above it, up to MAX_ROWS', () => {
    expect(keptWindow({ start: 0, end: 30 }, 'm0', keys(40, 10), 30, 40)).toEqual({ start: 0, end: 40 });
    expect(keptWindow({ start: 0, end: MAX_ROWS }, 'm0', keys(1010, 10), 1000, 1010)).toEqual({
      start: 0,
      end: MAX_ROWS,
    });
  });

  it('newer messages leave it where it is', () => {
    expect(keptWindow({ start: 100, end: 150 }, 'm100', keys(1001), 1000, 1001)).toEqual({ start: 100, end: 150 });
  });

  it('a reloaded conversation, whose message is gone, shows the newest', () => {
    expect(keptWindow({ start: 100, end: 150 }, 'm100', () => 'other', 1000, 20)).toEqual(latestWindow(20));
  });
});
