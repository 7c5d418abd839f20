import { Suspense, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { CHW_MINUTES_PERMISSION, hasPermission } from '../../domain/index.ts';
import { Menu, preloadMenu, useToast, type MenuAction } from '../../ui/index.ts';
import { useIdlePrefetch } from '../platform/idle-prefetch.ts';
import { useServices } from '../services/services.tsx';
import { DOCKET_PATH } from '../shared/paths/docket-paths.ts';
import { BuildInfoDialog, VoicemailGreetingDialog } from './lazy-dialogs.ts';
import { ADMIN_DASHBOARD_PATH, CHW_MINUTES_PATH, GUIDES_PATH, sectionOf } from '../shared/paths/sections.ts';
import { useActingUser } from '../services/use-acting-user.ts';
import { CASELOAD_PATH } from '../caseload/caseload-paths.ts';

/**
 * The profile menu of every portal screen (spec part 1 section 2, "Protected shell"). Update
 * Voicemail Greeting opens the greeting upload (src/voicemail-greeting/).
 */
export function ProfileMenu() {
  const { t } = useLingui();
  const { auth, copyText } = useServices();
  const showToast = useToast();
  const user = useActingUser();
  const [pathname, navigate] = useLocation();
  const [buildInfoOpen, setBuildInfoOpen] = useState(false);
  // Loaded when first opened, then kept mounted so it closes with its transition like before.
  const [buildInfoUsed, setBuildInfoUsed] = useState(false);
  const [greetingOpen, setGreetingOpen] = useState(false);
  const adminTools = hasPermission(user.userPermissions, 'CAN_ACCESS_ADMIN_TOOLS');
  const readsReports = hasPermission(user.userPermissions, CHW_MINUTES_PERMISSION);
  const inAdminPortal = sectionOf(pathname) === 'admin-dashboard';
  // Every signed-in screen has this menu: once the page is idle, it fetches the working part all
  // menus share, so none waits for it when first reached.
  useIdlePrefetch(preloadMenu);

  const copyToken = async () => {
    const token = await auth.getAccessToken();
    const copied = token
      ? await copyText(token).then(
          () => true,
          () => false,
        )
      : false;
    showToast(
      copied
        ? { tone: 'success', message: t`Token copied` }
        : { tone: 'error', message: t`The token could not be copied` },
    );
  };

  const items: MenuAction[] = [
    { id: 'switch-guide-view', label: t`Switch Guide View`, onSelect: () => navigate(GUIDES_PATH) },
    ...(readsReports ? [{ id: 'chw-minutes', label: t`CHW minutes`, onSelect: () => navigate(CHW_MINUTES_PATH) }] : []),
    ...(readsReports ? [{ id: 'caseload', label: t`Caseload`, onSelect: () => navigate(CASELOAD_PATH) }] : []),
    ...(adminTools
      ? [
          inAdminPortal
            ? { id: 'exit-admin-portal', label: t`Exit Admin Portal`, onSelect: () => navigate(DOCKET_PATH) }
            : {
                id: 'switch-to-admin-portal',
                label: t`Switch to Admin Portal`,
                onSelect: () => navigate(ADMIN_DASHBOARD_PATH),
              },
        ]
      : []),
    { id: 'voicemail-greeting', label: t`Update Voicemail Greeting`, onSelect: () => setGreetingOpen(true) },
    { id: 'log-out', label: t`Log Out`, onSelect: () => void auth.signOut() },
    ...(adminTools ? [{ id: 'copy-token', label: t`Copy Token`, onSelect: () => void copyToken() }] : []),
    {
      id: 'build-info',
      label: t`Build info`,
      onSelect: () => {
        setBuildInfoUsed(true);
        setBuildInfoOpen(true);
      },
    },
  ];
  const name = user.name;
  return (
    <>
      {/* Lazy, so the first load does not fetch the working menu before anyone reaches for it (issue #13). */}
      <Menu
        lazy
        trigger={
          <>
            {/* Below 1024 px the initials stand for the name, so the header stays one row (issue #38). */}
            <span className="hidden lg:inline">{name}</span>
            <span
              aria-hidden="true"
              className="inline-flex size-8 items-center justify-center rounded-full bg-blue-100 text-sm font-semibold text-blue-900 lg:hidden"
            >
              {initialsOf(name)}
            </span>
          </>
        }
        triggerLabel={t`Profile menu for ${name}`}
        items={items}
      />
      <Suspense fallback={null}>
        {buildInfoUsed ? <BuildInfoDialog open={buildInfoOpen} onClose={() => setBuildInfoOpen(false)} /> : null}
        {greetingOpen ? <VoicemailGreetingDialog onClose={() => setGreetingOpen(false)} /> : null}
      </Suspense>
    </>
  );
}

/** The first letters of the first and last words of a name ('Alice Nguyen': 'AN'). */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toLocaleUpperCase();
}
