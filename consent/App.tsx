import { ConsentFormMessages } from './forms/ConsentFormMessages.tsx';
import { ApplicationErrorPage } from './pages/ApplicationErrorPage.tsx';
import { LinkExpiredPage } from './pages/LinkExpiredPage.tsx';
import { TermPage } from './pages/TermPage.tsx';
import { WelcomePage } from './pages/WelcomePage.tsx';
import { routeOf, siteBase, useLocationKey } from './router.ts';
import { Layout } from './shell/Layout.tsx';

/** Picks the page: every page needs the link key; without it the link counts as expired. */
export function App() {
  const location = new URL(useLocationKey(), window.location.origin);
  const base = siteBase(window.location.hostname);
  const route = routeOf(location.pathname, base);
  const key = location.searchParams.get('key');

  let page;
  if (!key) page = <LinkExpiredPage />;
  else if (route.name === 'welcome')
    page = (
      <WelcomePage
        key={`${key}:${location.search}`}
        linkKey={key}
        completed={location.searchParams.get('completed') === 'true'}
        base={base}
      />
    );
  else if (route.name === 'term')
    page = <TermPage key={`${key}:${route.termKey}`} linkKey={key} termKey={route.termKey} base={base} />;
  else page = <ApplicationErrorPage />;

  return (
    <ConsentFormMessages>
      <Layout>{page}</Layout>
    </ConsentFormMessages>
  );
}
