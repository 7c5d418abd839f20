/**
 * The benchmark's baseline (a): the docket's Follow up list and Activity list built the
 * conventional way, with @tanstack/react-query fetching per screen and invalidating on socket
 * events. Same endpoints, same rows, same order; only the data flow differs.
 */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { io } from 'socket.io-client';
import { followUpRank, followUpTypes } from '../../../domain/index.ts';

const params = new URLSearchParams(location.hash.slice(1));
const token = params.get('token') ?? '';
const guideId = params.get('guide') ?? '';
const headers = { authorization: `Bearer ${token}` };
const allowed = new Set<string>(followUpTypes(['calls', 'feedback', 'texts', 'visits']));
const dayStart = new Date(new Date().setHours(0, 0, 0, 0)).getTime();
const dayEnd = dayStart + 86_400_000;

const w = window as unknown as { __syncEventTimes: Map<string, number>; __requests: number };
w.__syncEventTimes = new Map();
w.__requests = 0;

async function getJson<T>(path: string): Promise<T> {
  w.__requests++;
  const response = await fetch(`/api${path}`, { headers });
  return (await response.json()) as T;
}

const queryClient = new QueryClient();
const socket = io({ path: '/socket.io', transports: ['websocket'], auth: { token } });
// One message per server transaction and room: the last change, with the ones before it in `earlier`.
type Change = { entity?: string; id?: string };
socket.onAny((_event: string, message: Change & { earlier?: Change[] }) => {
  if (!message?.entity || !message.id) return;
  for (const change of [...(message.earlier ?? []), message]) {
    if (!change.id) continue;
    w.__syncEventTimes.set(change.id, performance.timeOrigin + performance.now());
    if (change.entity === 'todo') void queryClient.invalidateQueries({ queryKey: ['todos', guideId] });
    if (change.entity === 'interaction') void queryClient.invalidateQueries({ queryKey: ['activity', guideId] });
  }
});

interface Todo {
  id: string;
  type: string;
  date: string;
  completedAt: string | null;
  member: { name: string } | null;
}
interface Interaction {
  id: string;
  interactionType: string;
  timestamp: string;
  duration: number | null;
  member: { name: string } | null;
}

function FollowUps() {
  const { data } = useQuery({
    queryKey: ['todos', guideId],
    queryFn: async () => {
      // Every open todo, page after page by the keyset, as the portal's docket reads them: a guide
      // with more than one page would otherwise miss the newest follow-ups (and the benchmark its events).
      const all: Todo[] = [];
      for (let after = ''; ;) {
        const page = (await getJson<{ data: Todo[] }>(`/users/${guideId}/todos?page-size=500${after}`)).data;
        all.push(...page);
        const last = page.at(-1);
        if (!last || page.length < 500) break;
        after = `&after-date=${encodeURIComponent(last.date)}&after-id=${last.id}`;
      }
      return all
        .filter((t) => allowed.has(t.type) && Date.parse(t.date) < dayEnd)
        .sort(
          (a, b) =>
            followUpRank(a.type) - followUpRank(b.type) ||
            Date.parse(a.date) - Date.parse(b.date) ||
            (a.id < b.id ? -1 : 1),
        );
    },
  });
  if (!data) return <p>Loading…</p>;
  return (
    <table>
      <tbody>
        {data.map((t) => (
          <tr key={t.id} data-row-id={t.id}>
            <td>{t.member?.name}</td>
            <td>{t.type}</td>
            <td>{new Date(t.date).toLocaleString()}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Activity() {
  const { data } = useQuery({
    queryKey: ['activity', guideId],
    queryFn: async () =>
      (
        await getJson<{ data: Interaction[] }>(
          `/interaction/guide/${guideId}?startEpochTime=${dayStart}&endEpochTime=${dayEnd - 1}&page-size=500`,
        )
      ).data,
  });
  return (
    <ul>
      {data?.map((i) => (
        <li key={i.id} data-row-id={i.id}>
          {i.interactionType} {i.member?.name}
        </li>
      ))}
    </ul>
  );
}

/** The screen the benchmark switches to and back from: the calls page's first page, as the portal's. */
function Calls() {
  const { data } = useQuery({
    queryKey: ['calls'],
    queryFn: async () =>
      (await getJson<{ data: { id: string; status: string }[] }>('/calls?page-start=0&page-size=25')).data,
  });
  return (
    <ul>
      {data?.map((c) => (
        <li key={c.id}>{c.status}</li>
      ))}
    </ul>
  );
}

function App() {
  const [screen, setScreen] = useState<'docket' | 'other'>('docket');
  useEffect(() => () => void socket.disconnect(), []);
  return (
    <main>
      <button type="button" id="nav-docket" onClick={() => setScreen('docket')}>
        Docket
      </button>
      <button type="button" id="nav-other" onClick={() => setScreen('other')}>
        Other
      </button>
      {screen === 'docket' ? (
        <section data-screen="docket">
          <FollowUps />
          <Activity />
        </section>
      ) : (
        <section data-screen="other">
          <Calls />
        </section>
      )}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>
  </StrictMode>,
);
