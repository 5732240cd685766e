import { defaultTheme, type RaThemeOptions } from "react-admin";
import { raPolish } from "./i18n/raPolish";

/** Whether the person asked their system for less motion (read once, when the back office loads). */
const prefersReducedMotion =
  typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;

/**
 * react-admin's default theme with darker primary and secondary colours, so text on them and links meet
 * WCAG 2.1 AA contrast (4.5:1), and a visible focus ring for keyboard users. Without transitions for
 * someone who asked their system for reduced motion: notices, menus and dialogs appear at once.
 */
export const adminTheme: RaThemeOptions = {
  ...defaultTheme,
  ...(prefersReducedMotion ? { transitions: { create: () => "none" } } : {}),
  palette: {
    primary: { main: "#1f4e8c" },
    secondary: { main: "#2b3a55" },
    error: { main: "#b3261e" },
    success: { main: "#1e6b24" },
    warning: { main: "#8a4b00" },
    info: { main: "#1f4e8c" },
  },
  components: {
    ...defaultTheme.components,
    MuiButtonBase: {
      styleOverrides: { root: { "&.Mui-focusVisible": { outline: "3px solid #1f4e8c", outlineOffset: 2 } } },
    },
    // react-admin's loading indicator (the app bar, while a query runs) is a progress bar without a name:
    // every spinner of the back office means the same, so it says so
    MuiCircularProgress: { defaultProps: { "aria-label": raPolish.ra.page.loading } },
    // the message of a list with nothing in it is in the palette's "disabled" grey (2.3:1 on white): the
    // secondary text colour reads at 5.7:1
    RaEmpty: {
      styleOverrides: { root: { "& .RaEmpty-message": { color: "rgba(0, 0, 0, 0.6)" } } },
    },
    // on a phone react-admin leaves the page arrows to MUI, whose names are English ("Go to next page"):
    // the same Polish names as on a desktop
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: (type: "first" | "last" | "next" | "previous") => raPolish.ra.navigation[type],
      },
    },
  },
};
