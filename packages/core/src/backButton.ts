/** Routes that show a Back button in installed-app mode (spec point 2). */
export const BACK_BUTTON_ROUTES = [
  'members-id',
  'likes-type',
  'likes-m-id',
  'credits',
  'credits-id-paymentmethod',
] as const;

/** The Back button shows only in installed-app mode, on those routes, with history to go back to. */
export function backButtonVisible(input: {
  installedApp: boolean;
  routeName: string | null | undefined;
  historyLength: number;
}): boolean {
  return (
    input.installedApp &&
    !!input.routeName &&
    (BACK_BUTTON_ROUTES as readonly string[]).includes(input.routeName) &&
    input.historyLength > 1
  );
}
