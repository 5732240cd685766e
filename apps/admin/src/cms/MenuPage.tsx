import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import DeleteIcon from "@mui/icons-material/Delete";
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  IconButton,
  Paper,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { formatDateTime } from "@outlet/formatting";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Title, useNotify } from "react-admin";
import { type AdminErrorBody, adminFetch } from "../api/adminFetch";

/** One menu entry as the API edits it (a top entry's `children` are entries without children). */
interface MenuEntry {
  readonly label: string;
  readonly type: "category" | "cms_page" | "url";
  readonly categoryId?: number | null;
  readonly pageIdentifier?: string | null;
  readonly url?: string | null;
  readonly visible: boolean;
  readonly children?: readonly MenuEntry[];
}

interface MenuView {
  readonly published: readonly MenuEntry[];
  readonly draft: { items: readonly MenuEntry[]; updatedAt: number; updatedBy: string } | null;
  readonly versions: readonly { version: number; publishedAt: number; publishedBy: string }[];
  readonly categories: readonly { id: number; name: string; level: number }[];
  readonly pages: readonly { identifier: string; title: string }[];
}

const TARGETS = [
  { id: "category", name: "Kategoria" },
  { id: "cms_page", name: "Strona CMS" },
  { id: "url", name: "Adres" },
] as const;

const when = (at: number) => formatDateTime(at);

/** Only the fields the entry's link target uses go to the API. */
function entryBody(entry: MenuEntry, withChildren: boolean): MenuEntry {
  return {
    label: entry.label,
    type: entry.type,
    ...(entry.type === "category" ? { categoryId: entry.categoryId ?? null } : {}),
    ...(entry.type === "cms_page" ? { pageIdentifier: entry.pageIdentifier ?? null } : {}),
    ...(entry.type === "url" ? { url: entry.url ?? "" } : {}),
    visible: entry.visible,
    ...(withChildren ? { children: (entry.children ?? []).map((child) => entryBody(child, false)) } : {}),
  };
}

const move = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
};

const NEW_CHILD: MenuEntry = { label: "", type: "url", url: "/", visible: true };
const NEW_ENTRY: MenuEntry = { ...NEW_CHILD, children: [] };

interface EntryProps {
  readonly entry: MenuEntry;
  /** The entry's body path (`items.0`, `items.0.children.1`): the API's errors are keyed by it. */
  readonly path: string;
  /** "Pozycja 2" / "Podpozycja 2.1": names the entry's fields and buttons for screen readers. */
  readonly name: string;
  readonly errors: Readonly<Record<string, string>>;
  readonly view: MenuView;
  readonly first: boolean;
  readonly last: boolean;
  readonly onChange: (entry: MenuEntry) => void;
  readonly onMove: (by: -1 | 1) => void;
  readonly onRemove: () => void;
}

/** One entry's fields: label, link target and its value, visibility, and the buttons that order or remove it. */
function EntryFields({
  entry,
  path,
  name,
  errors,
  view,
  first,
  last,
  onChange,
  onMove,
  onRemove,
}: EntryProps) {
  const error = (field: string) => errors[`${path}.${field}`];
  const set = (patch: Partial<MenuEntry>) => onChange({ ...entry, ...patch });
  const field = (key: string) => ({ id: `${path}.${key}`, size: "small" as const, fullWidth: true });
  return (
    <Stack direction={{ xs: "column", md: "row" }} spacing={1} sx={{ alignItems: { md: "flex-start" } }}>
      <TextField
        {...field("label")}
        label={`${name}: nazwa`}
        value={entry.label}
        required
        onChange={(event) => set({ label: event.target.value })}
        error={Boolean(error("label"))}
        helperText={error("label") ?? " "}
      />
      <TextField
        {...field("type")}
        select
        label={`${name}: prowadzi do`}
        value={entry.type}
        slotProps={{ select: { native: true } }}
        onChange={(event) => set({ type: event.target.value as MenuEntry["type"] })}
        helperText=" "
      >
        {TARGETS.map((target) => (
          <option key={target.id} value={target.id}>
            {target.name}
          </option>
        ))}
      </TextField>
      {entry.type === "category" && (
        <TextField
          {...field("categoryId")}
          select
          label={`${name}: kategoria`}
          value={entry.categoryId ?? ""}
          slotProps={{ select: { native: true } }}
          onChange={(event) =>
            set({ categoryId: event.target.value === "" ? null : Number(event.target.value) })
          }
          error={Boolean(error("categoryId"))}
          helperText={error("categoryId") ?? " "}
        >
          <option value="">—</option>
          {view.categories.map((category) => (
            <option key={category.id} value={category.id}>
              {`${"· ".repeat(Math.max(0, category.level - 2))}${category.name}`}
            </option>
          ))}
        </TextField>
      )}
      {entry.type === "cms_page" && (
        <TextField
          {...field("pageIdentifier")}
          select
          label={`${name}: strona`}
          value={entry.pageIdentifier ?? ""}
          slotProps={{ select: { native: true } }}
          onChange={(event) => set({ pageIdentifier: event.target.value === "" ? null : event.target.value })}
          error={Boolean(error("pageIdentifier"))}
          helperText={error("pageIdentifier") ?? " "}
        >
          <option value="">—</option>
          {view.pages.map((page) => (
            <option key={page.identifier} value={page.identifier}>
              {`${page.title} (${page.identifier})`}
            </option>
          ))}
        </TextField>
      )}
      {entry.type === "url" && (
        <TextField
          {...field("url")}
          label={`${name}: adres (/… albo https://…)`}
          value={entry.url ?? ""}
          onChange={(event) => set({ url: event.target.value })}
          error={Boolean(error("url"))}
          helperText={error("url") ?? " "}
        />
      )}
      <Stack direction="row" sx={{ alignItems: "center", flexShrink: 0 }}>
        <FormControlLabel
          control={
            <Checkbox checked={entry.visible} onChange={(event) => set({ visible: event.target.checked })} />
          }
          label="Widoczna"
        />
        <IconButton aria-label={`${name}: wyżej`} disabled={first} onClick={() => onMove(-1)}>
          <ArrowUpwardIcon />
        </IconButton>
        <IconButton aria-label={`${name}: niżej`} disabled={last} onClick={() => onMove(1)}>
          <ArrowDownwardIcon />
        </IconButton>
        <IconButton aria-label={`${name}: usuń`} onClick={onRemove}>
          <DeleteIcon />
        </IconButton>
      </Stack>
    </Stack>
  );
}

/**
 * The menu the shop shows at the top of every page: entries in order (the arrows move them), each with a
 * label, a link target (a category, a CMS page or an address), visible or hidden, and its sub-entries.
 * "Zapisz szkic" keeps the changes without showing them; "Opublikuj" puts them in the shop. The API's
 * refusals are shown at the entry's field.
 */
export function MenuPage() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [items, setItems] = useState<readonly MenuEntry[] | null>(null);
  const [dirty, setDirty] = useState(false);
  const { data, error } = useQuery({
    queryKey: ["admin-menu"],
    queryFn: () => adminFetch<MenuView>("/api/admin/cms/menu"),
  });
  useEffect(() => {
    if (data && !dirty) setItems(data.draft?.items ?? data.published);
  }, [data, dirty]);

  const change = (next: readonly MenuEntry[]) => {
    setItems(next);
    setDirty(true);
  };

  async function saveDraft(): Promise<boolean> {
    try {
      await adminFetch("/api/admin/cms/menu", {
        method: "POST",
        body: { items: (items ?? []).map((item) => entryBody(item, true)) },
      });
      setErrors({});
      setDirty(false);
      return true;
    } catch (caught) {
      setErrors((caught as { body?: AdminErrorBody }).body?.errors ?? {});
      notify(caught instanceof Error ? caught.message : "Nie udało się zapisać.", { type: "error" });
      return false;
    }
  }

  async function save() {
    if (!(await saveDraft())) return;
    notify("Zapisano szkic menu. Sklep pokaże go po publikacji.", { type: "success" });
    await queryClient.invalidateQueries({ queryKey: ["admin-menu"] });
  }

  async function publish() {
    if ((dirty || !data?.draft) && !(await saveDraft())) return;
    try {
      await adminFetch("/api/admin/cms/menu/publish", { method: "POST", body: {} });
      notify("Opublikowano menu. Sklep pokazuje nową wersję.", { type: "success" });
      await queryClient.invalidateQueries({ queryKey: ["admin-menu"] });
    } catch (caught) {
      notify(caught instanceof Error ? caught.message : "Nie udało się opublikować.", { type: "error" });
    }
  }

  const list = items ?? [];
  const setItem = (index: number, entry: MenuEntry) =>
    change(list.map((item, i) => (i === index ? entry : item)));

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1200 }}>
      <Title title="Menu sklepu" />
      <Typography component="h1" variant="h5" gutterBottom>
        Menu sklepu
      </Typography>
      {error && <Typography role="alert">{error.message}</Typography>}
      {data && (
        <Typography component="p" variant="body2" sx={{ mb: 2 }}>
          {data.draft
            ? `Zmiany czekają na publikację (szkic zapisany ${when(data.draft.updatedAt)} przez ${data.draft.updatedBy}).`
            : "Sklep pokazuje to menu."}
          {data.versions[0]
            ? ` Ostatnia publikacja: ${when(data.versions[0].publishedAt)} (${data.versions[0].publishedBy}).`
            : ""}
        </Typography>
      )}
      {data && items && (
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <Stack spacing={2}>
            {list.map((item, i) => {
              const path = `items.${i}`;
              const children = item.children ?? [];
              const setChildren = (next: readonly MenuEntry[]) => setItem(i, { ...item, children: next });
              return (
                <Paper key={path} variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
                  <EntryFields
                    entry={item}
                    path={path}
                    name={`Pozycja ${i + 1}`}
                    errors={errors}
                    view={data}
                    first={i === 0}
                    last={i === list.length - 1}
                    onChange={(entry) => setItem(i, entry)}
                    onMove={(by) => change(move(list, i, i + by))}
                    onRemove={() => change(list.filter((_, j) => j !== i))}
                  />
                  <Box sx={{ pl: { xs: 1, md: 4 }, borderLeft: 2, borderColor: "divider", mt: 1 }}>
                    {children.map((child, j) => (
                      <EntryFields
                        // biome-ignore lint/suspicious/noArrayIndexKey: an entry is its place in the list
                        key={`${path}.children.${j}`}
                        entry={child}
                        path={`${path}.children.${j}`}
                        name={`Podpozycja ${i + 1}.${j + 1}`}
                        errors={errors}
                        view={data}
                        first={j === 0}
                        last={j === children.length - 1}
                        onChange={(entry) => setChildren(children.map((c, k) => (k === j ? entry : c)))}
                        onMove={(by) => setChildren(move(children, j, j + by))}
                        onRemove={() => setChildren(children.filter((_, k) => k !== j))}
                      />
                    ))}
                    <Button size="small" onClick={() => setChildren([...children, NEW_CHILD])}>
                      Dodaj podpozycję do „{item.label || `pozycji ${i + 1}`}”
                    </Button>
                  </Box>
                </Paper>
              );
            })}
          </Stack>
          <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: "wrap", gap: 1 }}>
            <Button variant="outlined" onClick={() => change([...list, NEW_ENTRY])}>
              Dodaj pozycję
            </Button>
            <Button variant="contained" type="submit">
              Zapisz szkic
            </Button>
            <Button variant="contained" color="success" onClick={() => void publish()}>
              Opublikuj
            </Button>
          </Stack>
        </Box>
      )}
    </Box>
  );
}
