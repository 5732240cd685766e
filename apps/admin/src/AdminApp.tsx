import { Admin, CustomRoutes, Resource } from "react-admin";
import { Route } from "react-router-dom";
import { dataProvider } from "./api/dataProvider";
import { ApiKeysPage } from "./apiKeys/ApiKeysPage";
import { AuditList } from "./audit/AuditList";
import { authProvider, PASSWORD_CHANGE_PATH } from "./auth/authProvider";
import { LoginPage } from "./auth/LoginPage";
import { PasswordChangePage } from "./auth/PasswordChangePage";
import { closedAreas } from "./auth/staffAreas";
import { cmsScreens } from "./cms/ContentEdit";
import { MenuPage } from "./cms/MenuPage";
import { ComplaintList } from "./complaints/ComplaintList";
import { ComplaintShow } from "./complaints/ComplaintShow";
import { CustomerList } from "./customers/CustomerList";
import { CustomerShow } from "./customers/CustomerShow";
import { Dashboard } from "./dashboard/Dashboard";
import { i18nProvider } from "./i18n/i18nProvider";
import { AdminLayout } from "./layout/AdminLayout";
import { NoAccess } from "./layout/NoAccess";
import { OrderList } from "./orders/OrderList";
import { OrderShow } from "./orders/OrderShow";
import { PackingList } from "./orders/PackingList";
import { ProductList } from "./products/ProductList";
import { ProductShow } from "./products/ProductShow";
import { ReturnList } from "./returns/ReturnList";
import { ReturnShow } from "./returns/ReturnShow";
import { ReviewList } from "./reviews/ReviewList";
import { ReviewShow } from "./reviews/ReviewShow";
import { SettingsPage } from "./settings/SettingsPage";
import { StaffCreate } from "./staff/StaffCreate";
import { StaffEdit } from "./staff/StaffEdit";
import { StaffList } from "./staff/StaffList";
import { adminTheme } from "./theme";

/**
 * The back office (issue 25): react-admin over the API's staff routes. Every staff role sees the start page,
 * the orders and the products (prices: owner; stock: owner, warehouse); owner and customer service see the
 * customers and the complaints and edit the content (CMS pages, blocks, the menu); the owner also manages
 * staff and API keys, reads the audit log and edits the shop settings. What a role
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
          <Resource name="products" list={ProductList} show={ProductShow} recordRepresentation="name" />
          {(role === "owner" || role === "customer_service") && (
            <Resource name="customers" list={CustomerList} show={CustomerShow} recordRepresentation="email" />
          )}
          {(role === "owner" || role === "customer_service") && (
            <Resource
              name="complaints"
              list={ComplaintList}
              show={ComplaintShow}
              recordRepresentation="reference"
            />
          )}
          {(role === "owner" || role === "customer_service") && (
            <Resource name="reviews" list={ReviewList} show={ReviewShow} recordRepresentation="nickname" />
          )}
          {role === "owner" && (
            <>
              <Resource name="cms-pages" {...cmsScreens.pages} recordRepresentation="title" />
              <Resource name="cms-blocks" {...cmsScreens.blocks} recordRepresentation="title" />
              <CustomRoutes>
                <Route path="/menu" element={<MenuPage />} />
              </CustomRoutes>
            </>
          )}
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
          {/* an address the role may not open says so and names the role that may (not "Nie znaleziono") */}
          {role !== null && (
            <CustomRoutes>
              {closedAreas(role).map((area) => (
                <Route key={area.path} path={`${area.path}/*`} element={<NoAccess area={area} />} />
              ))}
            </CustomRoutes>
          )}
          <CustomRoutes noLayout>
            <Route path={PASSWORD_CHANGE_PATH} element={<PasswordChangePage />} />
            <Route path="/orders/:id/pakowanie" element={<PackingList />} />
          </CustomRoutes>
          {role === "owner" && (
            <CustomRoutes>
              <Route path="/ustawienia" element={<SettingsPage />} />
              <Route path="/klucze-api" element={<ApiKeysPage />} />
            </CustomRoutes>
          )}
        </>
      )}
    </Admin>
  );
}
