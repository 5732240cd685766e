import { defaultTheme, type RaThemeOptions } from "react-admin";

/**
 * react-admin's default theme with darker primary and secondary colours, so text on them and links meet
 * WCAG 2.1 AA contrast (4.5:1), and a visible focus ring for keyboard users.
 */
export const adminTheme: RaThemeOptions = {
  ...defaultTheme,
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
  },
};
