import { Route, Switch, useLocation } from 'wouter';
import { hasPermission } from '../../../domain/index.ts';
import { useActingUser } from '../../services/use-acting-user.ts';
import { CUSTOMERS_PATH } from '../admin-paths.ts';
import { CustomerCreateDrawer } from './CustomerCreateDrawer.tsx';
import { CustomerPage } from './CustomerPage.tsx';
import { CustomersPage } from './CustomersPage.tsx';

/**
 * Customers' routes, relative to `/admin-dashboard/customer`: the list, the create drawer over it at
 * `/new` (for holders of CAN_MODIFY_CLIENTS), and a customer's page at `/{id}`.
 */
export function CustomersSection() {
  const [, navigate] = useLocation();
  const canModify = hasPermission(useActingUser().userPermissions, 'CAN_MODIFY_CLIENTS');
  return (
    <Switch>
      <Route path="/new">
        <CustomersPage canModify={canModify} />
        {canModify ? <CustomerCreateDrawer onClose={() => navigate(`~${CUSTOMERS_PATH}`)} /> : null}
      </Route>
      <Route path="/:id">{(params) => <CustomerPage id={params.id} canModify={canModify} />}</Route>
      <Route>
        <CustomersPage canModify={canModify} />
      </Route>
    </Switch>
  );
}
