import { Plural, useLingui } from '@lingui/react/macro';
import { cssColor, CLUSTER_COLOR, statusColor } from './map-colors.ts';
import type { MapItem } from './map-layers.ts';

/**
 * The clusters and members the map shows, as buttons: the keyboard's and the screen reader's way
 * to do what a click on the map does (a cluster zooms in, a member opens their card).
 */
export function MapSideList({
  items,
  statusName,
  onPick,
}: {
  items: readonly MapItem[];
  statusName: (id: number | null) => string;
  onPick: (item: MapItem) => void;
}) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Clusters and members in view`} className="max-h-[32rem] overflow-y-auto">
      {items.length === 0 ? (
        <p className="p-3 text-slate-700">{t`No members in this part of the map.`}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => onPick(item)}
                className="flex w-full items-center gap-2 rounded px-2 py-1 text-left text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-700"
              >
                <span
                  aria-hidden="true"
                  className="inline-block size-3 shrink-0 rounded-full"
                  style={{
                    backgroundColor: cssColor(
                      item.kind === 'cluster' ? CLUSTER_COLOR : statusColor(item.memberStatusId ?? null),
                    ),
                  }}
                />
                {item.kind === 'cluster' ? (
                  <span>
                    <Plural value={item.count} one="Cluster of # member" other="Cluster of # members" />
                  </span>
                ) : (
                  <span>
                    {item.name}
                    <span className="text-slate-600"> · {statusName(item.memberStatusId ?? null)}</span>
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
