import KeyIcon from "@mui/icons-material/Key";
import MenuIcon from "@mui/icons-material/Menu";
import SettingsIcon from "@mui/icons-material/Settings";
import VpnKeyIcon from "@mui/icons-material/VpnKey";
import { ListItemIcon, ListItemText, MenuItem, type Theme, useMediaQuery } from "@mui/material";
import type { ReactNode } from "react";
import { forwardRef, useEffect, useRef } from "react";
import {
  AppBar,
  Layout,
  Logout,
  Menu,
  TitlePortal,
  UserMenu,
  usePermissions,
  useSidebarState,
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
      <Menu.ResourceItem name="products" />
      {(permissions === "owner" || permissions === "customer_service") && (
        <Menu.ResourceItem name="customers" />
      )}
      {(permissions === "owner" || permissions === "customer_service") && (
        <Menu.ResourceItem name="complaints" />
      )}
      {(permissions === "owner" || permissions === "customer_service") && (
        <Menu.ResourceItem name="reviews" />
      )}
      {permissions === "owner" && (
        <>
          <Menu.ResourceItem name="cms-pages" />
          <Menu.ResourceItem name="cms-blocks" />
          <Menu.Item to="/menu" primaryText="Menu sklepu" leftIcon={<MenuIcon />} />
        </>
      )}
      <Menu.ResourceItem name="returns" />
      {permissions === "owner" && (
        <>
          <Menu.ResourceItem name="staff" />
          <Menu.ResourceItem name="audit" />
          <Menu.Item to="/ustawienia" primaryText="Ustawienia sklepu" leftIcon={<SettingsIcon />} />
          <Menu.Item to="/klucze-api" primaryText="Klucze API" leftIcon={<VpnKeyIcon />} />
        </>
      )}
    </Menu>
  );
}

/**
 * On a phone the menu is a drawer over the page: it starts closed, whatever a desktop visit left in the
 * stored sidebar state (react-admin keeps one state for both).
 */
function PhoneMenuStartsClosed() {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"), { noSsr: true });
  const [open, setOpen] = useSidebarState();
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    if (phone && open) setOpen(false);
  }, [phone, open, setOpen]);
  return null;
}

/** The shell: the app bar (title, who is signed in, the user menu with the password change and sign-out) and the menu. */
export function AdminLayout({ children }: { readonly children: ReactNode }) {
  return (
    <Layout appBar={AdminAppBar} menu={AdminMenu}>
      <PhoneMenuStartsClosed />
      {children}
    </Layout>
  );
}
