import { useLingui } from '@lingui/react/macro';
import type { AuditEntryView } from '../../domain/index.ts';

/** Fields shown per object in the table; the CSV export carries all of them. */
const SHOWN_FIELDS = 3;

/**
 * What an admin write changed (issue #33), in the trail's table: each object with each field's value
 * before and after. Field names are the records' own (like operation names, the examiner reads them
 * as data); a before never recorded (the object predates kept changes) shows as unknown.
 */
export function AuditChangesCell({ changes }: { changes: AuditEntryView['changes'] }) {
  const { t } = useLingui();
  if (!changes.length) return null;
  const ops = { created: t`created`, updated: t`updated`, deleted: t`deleted` } as const;
  const shown = (value: string | null) => (value === null ? '–' : value);
  return (
    <ul className="flex max-w-md flex-col gap-1 text-xs">
      {changes.map((change) => (
        <li key={`${change.entity}:${change.id}`}>
          <span className="font-medium">
            <code>{change.entity}</code> {ops[change.op]}
          </span>
          <ul className="pl-3">
            {change.fields.slice(0, SHOWN_FIELDS).map((field) => (
              <li key={field.name} className="break-words">
                <code>{field.name}</code>
                {': '}
                {change.beforeKnown ? shown(field.before) : t`unknown`}
                {' → '}
                {shown(field.after)}
              </li>
            ))}
            {change.fields.length > SHOWN_FIELDS ? (
              <li className="text-slate-600">{t`and ${change.fields.length - SHOWN_FIELDS} more (in the CSV export)`}</li>
            ) : null}
          </ul>
        </li>
      ))}
    </ul>
  );
}
