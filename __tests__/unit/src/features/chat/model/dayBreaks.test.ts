import { opensDay } from '../../../../../../src/features/chat/model/dayBreaks';
import type { Timeline } from '../../../../../../src/features/chat/model/timeline';

/** Local times (the test's own time zone, as the browser's would be). */
const at = (day: number, hour: number, minute = 0) => new Date(2024, 2, day, hour, minute).getTime();

function timelineOf(times: readonly number[]) {
  const reads: number[] = [];
  const timeline: Timeline<{ send_time: number }> = {
    length: times.length,
    at: (index) => {
      reads.push(index);
      return { send_time: times[index] };
    },
  };
  return { timeline, reads };
}

describe('where the log puts a day separator', () => {
  const { timeline } = timelineOf([at(1, 9), at(1, 23, 59), at(2, 0, 1), at(2, 18), at(5, 7), at(5, 7)]);

  it.each([
    ['above the first message held', 0, true],
    ['not between two messages of one day', 1, false],
    ['above the first message after midnight', 2, true],
    ['not later that day', 3, false],
    ['above a message days later', 4, true],
    ['not between two messages of the same minute', 5, false],
  ])('%s', (_case, index, expected) => {
    expect(opensDay(timeline, index)).toBe(expected);
  });

  it('reads the row and the one before it only, whatever the length', () => {
    const long = timelineOf(Array.from({ length: 10_000 }, (_, index) => at(1, 0) + index * 60_000));
    opensDay(long.timeline, 5_000);
    expect(long.reads.sort((a, b) => a - b)).toEqual([4_999, 5_000]);
  });
});
