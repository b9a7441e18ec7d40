/**
 * The box an image thumbnail takes from the moment its message shows, before its view's chunk and the
 * image itself have loaded: the image's aspect ratio, at most 220 px wide or tall (never scaled up) and
 * never wider than the bubble, so nothing moves when it arrives. Without sizes, 4:3 at 220 px.
 */
export const mediaBox = (width: number, height: number) =>
  width > 0 && height > 0
    ? {
        width: Math.min(width, (220 * width) / Math.max(width, height)),
        maxWidth: '100%',
        aspectRatio: `${width}/${height}`,
      }
    : { width: 220, maxWidth: '100%', aspectRatio: '4/3' };
