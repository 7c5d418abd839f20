import { useLingui } from '@lingui/react/macro';
import { Menu, type MenuAction } from '../../ui/index.ts';
import { useServices } from '../app/services.tsx';
import { useActingUser } from './use-acting-user.ts';

/**
 * The profile menu of every portal screen. Today it logs out; the voicemail greeting, guide view,
 * admin portal, copy token and build info entries join it as their features land.
 */
export function ProfileMenu() {
  const { t } = useLingui();
  const { auth } = useServices();
  const user = useActingUser();
  const name = user.name;
  const items: MenuAction[] = [{ id: 'log-out', label: t`Log Out`, onSelect: () => void auth.signOut() }];
  return <Menu trigger={name} triggerLabel={t`Profile menu for ${name}`} items={items} />;
}
