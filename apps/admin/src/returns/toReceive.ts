/**
 * The returns list's filter of the returns waiting to be received (reported or sent: `RETURNS_TO_RECEIVE` of
 * `@outlet/after-sales`, the API's `status=to_receive`), as the start page's tile counts and links them (s22:
 * its link showed one status only).
 */
export const TO_RECEIVE_CHOICE = { id: "to_receive", name: "Do przyjęcia (zgłoszone i nadane)" } as const;
