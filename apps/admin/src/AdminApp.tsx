import { Admin, CustomRoutes, Resource } from "react-admin";
import { Route } from "react-router-dom";
import { dataProvider } from "./api/dataProvider";
import { AuditList } from "./audit/AuditList";
import { authProvider, PASSWORD_CHANGE_PATH } from "./auth/authProvider";
import { LoginPage } from "./auth/LoginPage";
import { PasswordChangePage } from "./auth/PasswordChangePage";
import { cmsScreens } from "./cms/ContentEdit";
import { MenuPage } from "./cms/MenuPage";
import { Dashboard } from "./dashboard/Dashboard";
import { i18nProvider } from "./i18n/i18nProvider";
import { AdminLayout } from "./layout/AdminLayout";
import { OrderList } from "./orders/OrderList";
import { OrderShow } from "./orders/OrderShow";
import { SettingsPage } from "./settings/SettingsPage";
import { StaffCreate } from "./staff/StaffCreate";
import { StaffEdit } from "./staff/StaffEdit";
import { StaffList } from "./staff/StaffList";
import { adminTheme } from "./theme";

/**
 * The back office (issue 25): react-admin over the API's staff routes. Every staff role sees the start page
 * and the orders; the owner and customer service edit the content (CMS pages, blocks, the menu); the owner also manages staff, reads the audit log and edits the shop settings. What a role
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
          {(role === "owner" || role === "customer_service") && (
            <>
              <Resource name="cms-pages" {...cmsScreens.pages} recordRepresentation="title" />
              <Resource name="cms-blocks" {...cmsScreens.blocks} recordRepresentation="title" />
              <CustomRoutes>
                <Route path="/menu" element={<MenuPage />} />
              </CustomRoutes>
            </>
          )}
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
