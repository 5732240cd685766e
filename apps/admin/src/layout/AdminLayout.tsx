import KeyIcon from "@mui/icons-material/Key";
import SettingsIcon from "@mui/icons-material/Settings";
import { ListItemIcon, ListItemText, MenuItem } from "@mui/material";
import type { ReactNode } from "react";
import { forwardRef } from "react";
import {
  AppBar,
  Layout,
  Logout,
  Menu,
  TitlePortal,
  UserMenu,
  usePermissions,
  useUserMenu,
} from "react-admin";
import { Link } from "react-router-dom";
import { PASSWORD_CHANGE_PATH } from "../auth/authProvider";

const PasswordChangeItem = forwardRef<HTMLAnchorElement>(function PasswordChangeItem(_props, ref) {
  const menu = useUserMenu();
  return (
    <MenuItem component={Link} to={PASSWORD_CHANGE_PATH} ref={ref} onClick={() => menu?.onClose()}>
      <ListItemIcon>
        <KeyIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Zmień hasło</ListItemText>
    </MenuItem>
  );
});

function AdminAppBar() {
  return (
    <AppBar
      userMenu={
        <UserMenu>
          <PasswordChangeItem />
          <Logout />
        </UserMenu>
      }
    >
      <TitlePortal />
    </AppBar>
  );
}

function AdminMenu() {
  const { permissions } = usePermissions<string | null>();
  return (
    <Menu>
      <Menu.DashboardItem primaryText="Start" />
      <Menu.ResourceItem name="orders" />
      {permissions === "owner" && (
        <>
          <Menu.ResourceItem name="staff" />
          <Menu.ResourceItem name="audit" />
          <Menu.Item to="/ustawienia" primaryText="Ustawienia sklepu" leftIcon={<SettingsIcon />} />
        </>
      )}
    </Menu>
  );
}

/** The shell: the app bar (title, who is signed in, the user menu with the password change and sign-out) and the menu. */
export function AdminLayout({ children }: { readonly children: ReactNode }) {
  return (
    <Layout appBar={AdminAppBar} menu={AdminMenu}>
      {children}
    </Layout>
  );
}
