import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { plComplaints } from "../../i18n/pl.complaints";
import { useShop } from "../../state/shop/ShopProvider";
import { ErrorSummary, SelectField, TextAreaField } from "../forms/Field";
import { useFormErrors } from "../forms/useFormErrors";
import {
  ComplaintRequestError,
  type ComplaintView,
  type OrderAccess,
  type OrderComplaints,
  sendComplaint,
} from "./complaintApi";
import { complaintCardPath } from "./complaintPagePath";

type FieldName = "item_id" | "description" | "remedy" | "ground" | "photos";

const DESCRIPTION_MIN = 10;

/** A group of radio buttons with a legend and its error tied to every option. */
function RadioGroup(props: {
  readonly id: string;
  readonly legend: string;
  readonly hint?: string;
  readonly options: readonly { readonly code: string; readonly label: string }[];
  readonly value: string;
  readonly error: string | undefined;
  readonly onChange: (value: string) => void;
}) {
  const described = [props.error ? `${props.id}-error` : null, props.hint ? `${props.id}-hint` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <fieldset className={`field complaint-form__choices${props.error ? " field--invalid" : ""}`}>
      <legend>{props.legend}</legend>
      {props.hint ? (
        <p id={`${props.id}-hint`} className="field__hint">
          {props.hint}
        </p>
      ) : null}
      {props.options.map((option, index) => (
        <div className="complaint-form__choice" key={option.code}>
          <input
            type="radio"
            id={`${props.id}-${option.code}`}
            name={props.id}
            value={option.code}
            checked={props.value === option.code}
            aria-invalid={props.error && index === 0 ? true : undefined}
            aria-describedby={described || undefined}
            onChange={() => props.onChange(option.code)}
          />
          <label htmlFor={`${props.id}-${option.code}`}>{option.label}</label>
        </div>
      ))}
      {props.error ? (
        <p id={`${props.id}-error`} className="field__error">
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * The complaint form (issue 26): the product, what is wrong, the remedy (a ground is asked for only with a
 * price reduction or withdrawal) and up to 5 photos, checked here for count and size and by the API for
 * what they are. Errors show at their fields in Polish; the sent complaint goes to `onSent`.
 *
 * @example
 * <ComplaintForm orderNumber="000000042" data={data} access={{ secret }} initialItem={7} onSent={show} />
 */
export function ComplaintForm(props: {
  readonly orderNumber: string;
  readonly data: OrderComplaints;
  readonly access: OrderAccess;
  readonly initialItem: number | null;
  readonly onSent: (complaint: ComplaintView) => void;
}) {
  const shop = useShop();
  // a line whose complaint waits for the shop's answer is listed too: choosing it says so, with the link
  const open = props.data.lines.filter((line) => line.can_complain || line.open_complaint);
  const [item, setItem] = useState(
    String(open.find((l) => l.item_id === props.initialItem)?.item_id ?? open[0]?.item_id ?? ""),
  );
  const [refusedOpen, setRefusedOpen] = useState<{ id: number; reference: string } | null>(null);
  const chosenLine = open.find((l) => String(l.item_id) === item);
  const openOnLine = refusedOpen ?? chosenLine?.open_complaint ?? null;
  const [description, setDescription] = useState("");
  const [remedy, setRemedy] = useState("repair");
  const [ground, setGround] = useState("");
  const [photos, setPhotos] = useState<File[]>([]);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useFormErrors<FieldName>();
  const fileInput = useRef<HTMLInputElement | null>(null);
  const needsGround = props.data.remedies.find((r) => r.code === remedy)?.needs_ground ?? false;

  const photoError = (files: readonly File[]): string | null => {
    if (files.length > props.data.max_photos) return plComplaints.tooManyPhotos;
    const big = files.find((f) => f.size > props.data.max_photo_bytes);
    return big ? plComplaints.photoTooBig(big.name) : null;
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const valid = form.check({
      item_id: !item ? plComplaints.chooseProduct : openOnLine ? (chosenLine?.reason ?? null) : null,
      description: description.trim().length < DESCRIPTION_MIN ? plComplaints.descriptionTooShort : null,
      ground: needsGround && !ground ? plComplaints.chooseGround : null,
      photos: photoError(photos),
    });
    if (!valid) return;
    const body = new FormData();
    body.append("item_id", item);
    body.append("description", description.trim());
    body.append("remedy", remedy);
    if (needsGround) body.append("ground", ground);
    for (const photo of photos) body.append("photos", photo, photo.name);
    setSending(true);
    try {
      props.onSent(await sendComplaint(shop, props.orderNumber, props.access, body));
    } catch (error) {
      if (error instanceof ComplaintRequestError) {
        if (error.openComplaint) setRefusedOpen(error.openComplaint);
        const placed: Partial<Record<FieldName, string>> = {};
        for (const [field, message] of Object.entries(error.fields)) {
          if (["item_id", "description", "remedy", "ground", "photos"].includes(field)) {
            placed[field as FieldName] = message;
          }
        }
        if (!form.show(placed)) setFailure(error.message || plComplaints.failed);
      } else {
        setFailure(plComplaints.failed);
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <form ref={form.ref} className="complaint-form" onSubmit={submit} noValidate data-testid="complaint-form">
      <ErrorSummary count={form.count} message={failure} />
      <SelectField
        id="item_id"
        label={plComplaints.product}
        value={item}
        options={open.map((line) => ({ value: String(line.item_id), label: line.name }))}
        error={
          form.errors.item_id ?? (openOnLine && !refusedOpen ? (chosenLine?.reason ?? undefined) : undefined)
        }
        onValueChange={(value) => {
          setItem(value);
          setRefusedOpen(null);
          form.clear("item_id");
        }}
        required
      />
      {openOnLine ? (
        <p className="complaint-form__open" data-testid="complaint-open-link">
          <Link to={complaintCardPath(props.orderNumber, props.access.secret, openOnLine.id)}>
            {plComplaints.seeOpen(openOnLine.reference)}
          </Link>
        </p>
      ) : null}
      <TextAreaField
        id="description"
        label={plComplaints.description}
        hint={plComplaints.descriptionHint}
        value={description}
        rows={5}
        maxLength={4000}
        error={form.errors.description}
        onValueChange={(value) => {
          setDescription(value);
          form.clear("description");
        }}
        required
      />
      <RadioGroup
        id="remedy"
        legend={plComplaints.remedy}
        options={props.data.remedies}
        value={remedy}
        error={form.errors.remedy}
        onChange={(value) => {
          setRemedy(value);
          form.clear("remedy");
          form.clear("ground");
        }}
      />
      {needsGround ? (
        <RadioGroup
          id="ground"
          legend={plComplaints.ground}
          hint={plComplaints.groundHint}
          options={props.data.grounds}
          value={ground}
          error={form.errors.ground}
          onChange={(value) => {
            setGround(value);
            form.clear("ground");
          }}
        />
      ) : null}
      <div className={`field${form.errors.photos ? " field--invalid" : ""}`}>
        <label htmlFor="photos">{plComplaints.photos}</label>
        <input
          ref={fileInput}
          type="file"
          id="photos"
          name="photos"
          multiple
          accept="image/jpeg,image/png,image/heic,image/heif,.heic"
          aria-invalid={form.errors.photos ? true : undefined}
          aria-describedby={form.errors.photos ? "photos-error photos-hint" : "photos-hint"}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            setPhotos(files);
            form.clear("photos");
          }}
        />
        <p id="photos-hint" className="field__hint">
          {plComplaints.photosHint}
          {photos.length > 0 ? ` ${plComplaints.photosChosen(photos.length)}` : ""}
        </p>
        {form.errors.photos ? (
          <p id="photos-error" className="field__error">
            {form.errors.photos}
          </p>
        ) : null}
      </div>
      <p className="complaint-form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={sending}
          aria-busy={sending || undefined}
        >
          {sending ? plComplaints.sending : plComplaints.submit}
        </button>
      </p>
    </form>
  );
}

/**
 * What follows a sent complaint: its reference and the day by which the shop answers. It replaces the form
 * the shopper was at the bottom of: its heading takes the focus, which brings it into view (on a phone the
 * page stayed scrolled down, showing only the footer, and the focus was lost with the form's button).
 */
export function ComplaintSent(props: { readonly complaint: ComplaintView; readonly orderPage: string }) {
  const heading = useRef<HTMLHeadingElement | null>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className="complaint-sent" role="status" data-testid="complaint-sent">
      <h2 ref={heading} tabIndex={-1}>
        {plComplaints.sentTitle}
      </h2>
      <dl className="complaint__facts">
        <div>
          <dt>{plComplaints.reference}</dt>
          <dd data-testid="complaint-reference">{props.complaint.reference}</dd>
        </div>
        <div>
          <dt>{plComplaints.answerBy}</dt>
          <dd data-testid="complaint-deadline">{plComplaints.day(props.complaint.deadline_day)}</dd>
        </div>
      </dl>
      <p>{plComplaints.sentMail}</p>
      <p>
        <Link to={props.orderPage} className="button">
          {plComplaints.backToOrder}
        </Link>
      </p>
    </div>
  );
}
