import { Trans, useLingui } from '@lingui/react/macro';
import { Redirect, Route, Switch } from 'wouter';
import { NEEDS_CONTENT_KINDS, type NeedsContentKind } from '../../../domain/index.ts';
import { LiveViewState } from '../../../ui/index.ts';
import { useLive, useReportLiveError } from '../../data/index.ts';
import { SideNavLink } from '../SideNavLink.tsx';
import { NEEDS_CONTENT_ROUTES, needsContentPaths } from './needs-content-paths.ts';
import { NeedsKindPage } from './NeedsKindPage.tsx';
import { useNeedsContentWords } from './use-needs-content-words.ts';

const isKind = (value: string): value is NeedsContentKind => (NEEDS_CONTENT_KINDS as readonly string[]).includes(value);

/**
 * Needs Content (spec part 3 sections 2, 3, 7; `/admin-dashboard/needs-content`, nested): a side
 * list of the five metadata kinds, each kind's page, and an item's dialog at its own address. Live:
 * another admin's change shows at once, and the guides' need dialogs read the same row.
 */
export function NeedsContentSection() {
  const { t } = useLingui();
  const words = useNeedsContentWords();
  const live = useLive('needsMetadata', { attempt: 0 });
  useReportLiveError(live);
  const metadata = live.rows[0];
  const page = (kind: string, editingId?: string) =>
    !isKind(kind) ? (
      <Redirect to={needsContentPaths.kind('issues')} />
    ) : (
      <LiveViewState
        status={metadata ? 'ready' : live.status}
        count={metadata ? 1 : 0}
        loadingLabel={t`Loading needs content`}
        failed={t`The needs content could not be loaded. Reload the page to try again.`}
        empty={{ title: '' }}
      >
        {metadata ? <NeedsKindPage kind={kind} metadata={metadata} editingId={editingId} /> : null}
      </LiveViewState>
    );

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold text-slate-900">
        <Trans>Needs Content</Trans>
      </h1>
      <div className="flex flex-col gap-4 lg:flex-row">
        <nav aria-label={t`Needs metadata kinds`} className="lg:w-56 lg:shrink-0">
          <ul className="flex flex-col gap-1">
            {NEEDS_CONTENT_KINDS.map((kind) => (
              <SideNavLink key={kind} href={needsContentPaths.kind(kind)}>
                {words.kinds[kind].name}
              </SideNavLink>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 flex-1">
          <Switch>
            <Route path={NEEDS_CONTENT_ROUTES.edit}>
              {(params: { kind: string; id: string }) => page(params.kind, decodeURIComponent(params.id))}
            </Route>
            <Route path={NEEDS_CONTENT_ROUTES.kind}>{(params: { kind: string }) => page(params.kind)}</Route>
            <Route>
              <Redirect to={needsContentPaths.kind('issues')} />
            </Route>
          </Switch>
        </div>
      </div>
    </div>
  );
}
