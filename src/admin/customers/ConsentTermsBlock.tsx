import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, LiveViewState, Table, type TableColumn } from '../../../ui/index.ts';
import { useLive, useReportLiveError, type LiveRow } from '../../data/index.ts';
import { ConsentTermDrawer } from './ConsentTermDrawer.tsx';

type Term = LiveRow<'customerConsentTerms'>;

/**
 * The customer's consents (issue #33): every term, offered or withdrawn, in the order the consent
 * site asks them, each opened for editing in the drawer; Add consent makes a new one. A term is
 * never deleted (members' answers name it): it is withdrawn by no longer offering it. Live: another
 * admin's change shows at once.
 */
export function ConsentTermsBlock({ clientId, canEdit }: { clientId: string; canEdit: boolean }) {
  const { t } = useLingui();
  const terms = useLive('customerConsentTerms', { clientId });
  useReportLiveError(terms);
  const [editing, setEditing] = useState<Term | 'new' | null>(null);
  const columns: TableColumn<Term>[] = [
    { id: 'name', header: t`Name`, cell: (term) => term.texts.en.name },
    { id: 'key', header: t`Key`, cell: (term) => term.key },
    { id: 'order', header: t`Order`, cell: (term) => term.sortOrder },
    { id: 'identity', header: t`Identity check`, cell: (term) => (term.identityRequired ? t`Yes` : t`No`) },
    { id: 'status', header: t`Status`, cell: (term) => (term.isActive ? t`Offered` : t`Withdrawn`) },
    ...(canEdit
      ? [
          {
            id: 'edit',
            header: t`Actions`,
            cell: (term: Term) => (
              <Button variant="secondary" onClick={() => setEditing(term)} aria-label={t`Edit ${term.texts.en.name}`}>
                {t`Edit`}
              </Button>
            ),
          },
        ]
      : []),
  ];
  const nextOrder = Math.min(1000, Math.max(0, ...terms.rows.map((term) => term.sortOrder)) + 1);
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4" aria-labelledby="customer-consents">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 id="customer-consents" className="text-lg font-semibold text-slate-900">
          {t`Consents`}
        </h2>
        {canEdit ? (
          <Button variant="primary" onClick={() => setEditing('new')}>
            {t`Add consent`}
          </Button>
        ) : null}
      </div>
      <LiveViewState
        status={terms.status}
        count={terms.rows.length}
        loadingLabel={t`Loading consents`}
        failed={t`The consents could not be loaded. Reload the page to try again.`}
        empty={{ title: t`No consents` }}
      >
        <Table caption={t`Consents`} columns={columns} rows={terms.rows} rowKey={(term) => term.id} />
      </LiveViewState>
      {editing ? (
        <ConsentTermDrawer
          clientId={clientId}
          term={editing === 'new' ? undefined : editing}
          nextOrder={nextOrder}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}
