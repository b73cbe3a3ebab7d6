/** RFC 9457 problem details: the one error shape of the API. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
  /** field name → messages; present on 400 validation problems */
  errors?: Record<string, string[]>;
}
