import { Admin, CustomRoutes, Resource } from "react-admin";
import { Route } from "react-router-dom";
import { dataProvider } from "./api/dataProvider";
import { AuditList } from "./audit/AuditList";
import { authProvider, PASSWORD_CHANGE_PATH } from "./auth/authProvider";
import { LoginPage } from "./auth/LoginPage";
import { PasswordChangePage } from "./auth/PasswordChangePage";
import { Dashboard } from "./dashboard/Dashboard";
import { i18nProvider } from "./i18n/i18nProvider";
import { AdminLayout } from "./layout/AdminLayout";
import { OrderList } from "./orders/OrderList";
import { OrderShow } from "./orders/OrderShow";
import { ReturnList } from "./returns/ReturnList";
import { ReturnShow } from "./returns/ReturnShow";
import { SettingsPage } from "./settings/SettingsPage";
import { StaffCreate } from "./staff/StaffCreate";
import { StaffEdit } from "./staff/StaffEdit";
import { StaffList } from "./staff/StaffList";
import { adminTheme } from "./theme";

/**
 * The back office (issue 25): react-admin over the API's staff routes. Every staff role sees the start page
 * and the orders; the owner also manages staff, reads the audit log and edits the shop settings. What a role
 * may do is decided by the API (the menu only follows it).
 */
export function AdminApp() {
  return (
    <Admin
      title="Panel sklepu Outlet"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      dashboard={Dashboard}
      layout={AdminLayout}
      theme={adminTheme}
      requireAuth
      disableTelemetry
    >
      {(role: string | null) => (
        <>
          <Resource name="orders" list={OrderList} show={OrderShow} recordRepresentation="increment_id" />
          <Resource name="returns" list={ReturnList} show={ReturnShow} recordRepresentation="order_number" />
          {role === "owner" && (
            <>
              <Resource
                name="staff"
                list={StaffList}
                create={StaffCreate}
                edit={StaffEdit}
                recordRepresentation="email"
              />
              <Resource name="audit" list={AuditList} />
            </>
          )}
          <CustomRoutes noLayout>
            <Route path={PASSWORD_CHANGE_PATH} element={<PasswordChangePage />} />
          </CustomRoutes>
          {role === "owner" && (
            <CustomRoutes>
              <Route path="/ustawienia" element={<SettingsPage />} />
            </CustomRoutes>
          )}
        </>
      )}
    </Admin>
  );
}
