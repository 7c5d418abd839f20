import { useCallback, useMemo, useState } from 'react';
import { Plural, useLingui } from '@lingui/react/macro';
import { useLocation, useSearchParams } from 'wouter';
import { OPERATIONS, RESOURCE_SEARCH_LIMITS } from '../../domain/index.ts';
import type { ResourceSearch } from '../../sync/client/index.ts';
import { LiveViewState } from '../../ui/index.ts';
import { useCatalogue, useLive, useReportLiveError } from '../data/index.ts';
import { useKeptView } from '../shared/screen/kept-view.ts';
import { useActingUserState } from '../services/use-acting-user.ts';
import { useHubZipcode } from './hub-zipcode.ts';
import { ProgramDetailDialog } from './ProgramDetailDialog.tsx';
import { ProgramTable } from './ProgramTable.tsx';
import { HubPager, HUB_PAGE_SIZES, type HubPageSize } from './HubPager.tsx';
import { resourceHubPath } from './resource-hub-paths.ts';
import { ResourceSearchForm, type SearchCriteria } from './ResourceSearchForm.tsx';

/**
 * The resource hub (spec part 2 sections 2, 7): community programs searched by customer, zip code
 * (remembered in local storage), terms and service tags, through the `resourceSearch` window (the
 * directory ranks and pages; each program stays live from the store). `?programId=` opens a
 * program's detail; `?memberId=` makes the hub refer for that member (its customer by default).
 */
export function ResourceHubPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const memberId = params.get('memberId');
  const programId = params.get('programId');
  const verify = useActingUserState();
  const clients = verify.status === 'success' ? verify.data.clients : [];
  const homeClientId = verify.status === 'success' ? verify.data.user.clientId : '';
  const member = useLive('memberRecord', memberId ? { memberId } : undefined).rows[0];
  const tagCatalogue = useCatalogue(OPERATIONS.resourceHubTags);
  const [zipcode, rememberZipcode] = useHubZipcode();
  const [criteria, setCriteria] = useState<Omit<SearchCriteria, 'zipcode'>>({
    clientId: null,
    terms: '',
    serviceTags: [],
  });
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<HubPageSize>(HUB_PAGE_SIZES[0]);
  const clientId = criteria.clientId ?? member?.clientId ?? homeClientId;
  const memberName = member?.name;

  const search = useMemo<ResourceSearch>(
    () => ({
      ...(clientId ? { clientId } : {}),
      ...(zipcode ? { zipcode } : {}),
      ...(criteria.terms ? { terms: criteria.terms } : {}),
      ...(criteria.serviceTags.length ? { serviceTags: criteria.serviceTags } : {}),
      'page-start': page * pageSize,
      'page-size': pageSize,
    }),
    [clientId, zipcode, criteria.terms, criteria.serviceTags, page, pageSize],
  );
  const live = useLive('resourceSearch', { search });
  useReportLiveError(live);
  const shown = useKeptView(live, search);
  const total = shown.view.rows[0]?.total ?? 0;

  const change = (next: SearchCriteria) => {
    setPage(0);
    if (next.zipcode !== zipcode) rememberZipcode(next.zipcode);
    setCriteria({ clientId: next.clientId, terms: next.terms, serviceTags: next.serviceTags });
  };
  const openProgram = useCallback(
    (id: string | null) => navigate(resourceHubPath({ memberId, programId: id }), { replace: !id }),
    [navigate, memberId],
  );

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4 p-4">
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h1 className="text-2xl font-semibold text-slate-900">{t`Resource hub`}</h1>
        {memberName ? <p className="text-slate-700">{t`Referring for ${memberName}`}</p> : null}
        {shown.view.status === 'ready' ? (
          <p className="text-slate-700" aria-live="polite">
            <Plural value={total} one="# program" other="# programs" />
          </p>
        ) : null}
      </div>
      <ResourceSearchForm
        criteria={{ ...criteria, clientId, zipcode }}
        clients={clients}
        tags={tagCatalogue.status === 'ready' ? tagCatalogue.data.data : []}
        maxTerms={RESOURCE_SEARCH_LIMITS.terms}
        onChange={change}
      />
      <section
        aria-label={t`Programs`}
        aria-busy={shown.stale || undefined}
        className="rounded-lg bg-white pb-3 shadow-sm"
      >
        <LiveViewState
          status={shown.view.status}
          count={shown.view.rows.length}
          loadingLabel={t`Loading programs`}
          failed={t`The programs could not be loaded. Reload the page to try again.`}
          empty={{ title: t`No programs found`, hint: t`Try another zip code, fewer words or fewer services.` }}
        >
          <ProgramTable rows={shown.view.rows} onOpen={openProgram} />
          <HubPager
            page={page}
            pageSize={pageSize}
            total={total}
            shown={shown.view.rows.length}
            onPageChange={setPage}
            onPageSizeChange={(size) => (setPage(0), setPageSize(size))}
          />
        </LiveViewState>
      </section>
      {programId ? (
        <ProgramDetailDialog
          programId={programId}
          member={member ? { id: member.id, name: member.name ?? '' } : null}
          onClose={() => openProgram(null)}
        />
      ) : null}
    </div>
  );
}
