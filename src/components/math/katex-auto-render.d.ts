// KaTeX ships types for its core only; this is the part of auto-render's options we use.
declare module 'katex/contrib/auto-render' {
  interface Delimiter {
    left: string;
    right: string;
    display: boolean;
  }
  export default function renderMathInElement(
    element: HTMLElement,
    options?: {
      delimiters?: Delimiter[];
      throwOnError?: boolean;
      output?: 'html' | 'mathml' | 'htmlAndMathml';
    },
  ): void;
}
