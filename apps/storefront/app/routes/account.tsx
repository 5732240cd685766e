import { Outlet } from "react-router";
import { AccountLayout } from "../components/account/AccountLayout";
import { plTx } from "../i18n/pl.transactions";

export function meta() {
  return [{ title: `${plTx.account.accountTitle} | Outlet` }, { name: "robots", content: "noindex" }];
}

/** `/account/*` (transactions.md §2): the account area, protected. */
export default function AccountRoute() {
  return (
    <AccountLayout>
      <Outlet />
    </AccountLayout>
  );
}
