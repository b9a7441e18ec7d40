import { mediaBox } from '../../../../../../src/features/chat/model/mediaBox';

describe('mediaBox: a thumbnail’s box before anything has loaded', () => {
  it.each([
    ['a landscape photo, scaled to 220 wide', 400, 300, 220, '400/300'],
    ['a portrait photo, scaled to 220 tall', 300, 600, 110, '300/600'],
    ['a square photo', 1000, 1000, 220, '1000/1000'],
    ['a small photo, never scaled up', 120, 80, 120, '120/80'],
    ['no sizes: 4:3 at full width', 0, 0, 220, '4/3'],
    ['a sender’s nonsense sizes: 4:3', -5, Number.NaN, 220, '4/3'],
  ])('%s', (_case, width, height, boxWidth, aspectRatio) => {
    expect(mediaBox(width, height)).toEqual({ width: boxWidth, maxWidth: '100%', aspectRatio });
  });
});
