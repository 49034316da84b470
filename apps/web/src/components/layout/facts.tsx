import type { ReactNode } from 'react';

export type Fact = { key: string; label: string; value: ReactNode };

/** Labelled values in two columns; each carries `data-testid="<prefix>-fact-<key>"`. */
export function Facts({ facts, prefix }: { facts: Fact[]; prefix: string }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {facts.map((fact) => (
        <div
          key={fact.key}
          className="flex min-w-0 flex-col gap-1"
          data-testid={`${prefix}-fact-${fact.key}`}
        >
          <dt className="text-xs font-semibold text-muted-foreground">{fact.label}</dt>
          <dd className="min-w-0 text-sm font-bold break-words">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
