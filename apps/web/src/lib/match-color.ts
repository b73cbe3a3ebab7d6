/** The badge colour of a match percentage, the same on the job board, a job's candidates and candidate search. */
export function matchColor(match: number): string {
  return match >= 75 ? 'green' : match >= 50 ? 'yellow' : 'gray';
}
