/** Two queries are the same question when equal after trimming, case-folding and collapsing spaces. */
export function sameQuestionKey(text: string): string {
  return text.normalize('NFKC').toLowerCase().trim().replace(/\s+/gu, ' ');
}
