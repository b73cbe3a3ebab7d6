declare module 'mjml' {
  interface MjmlResult {
    html: string;
    errors: Array<{ message: string; tagName?: string; line?: number }>;
  }
  export default function mjml2html(
    input: string,
    options?: { validationLevel?: 'strict' | 'soft' | 'skip'; minify?: boolean },
  ): Promise<MjmlResult>;
}
