import type { ReactNode } from 'react';

/** A neutral "nothing here" message inside a docket panel. */
export function DocketEmptyState({ title, hint }: { title: ReactNode; hint?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-1 py-8 text-center">
      <p className="font-medium text-slate-800">{title}</p>
      {hint ? <p className="text-sm text-slate-600">{hint}</p> : null}
    </div>
  );
}
