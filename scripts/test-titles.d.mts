/** Types for test-titles.mjs, so the TypeScript tests can import it. */
export interface TestTitle {
  readonly kind: 'test' | 'describe' | 'skipped' | 'step';
  readonly title: string;
  /** 1-based line of the title. */
  readonly line: number;
  /** `it.each(table)('%s …')`: the table's string literals, which the placeholders print from. */
  readonly tableText?: string;
}

export interface SourceToken {
  readonly type: 'word' | 'punct' | 'string' | 'template' | 'regex' | 'number';
  readonly value: string;
  readonly line: number;
}

export function tokenize(text: string): SourceToken[];
export function testTitles(text: string): TestTitle[];
